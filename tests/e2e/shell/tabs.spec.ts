import { expect, test } from '../support/test';
import { routePath, signIn } from '../support/session';

const TABS = [
  { name: 'マーケット', path: '/pages/market/market', heading: 'マーケット' },
  { name: '取引', path: '/pages/transaction/index', heading: '取引' },
  { name: '注文', path: '/pages/transaction/order', heading: '注文' },
  { name: '資産', path: '/pages/fund/assets', heading: '資産' },
];

test('the tab bar switches between the five tabs', async ({ page }) => {
  await signIn(page);
  await page.goto('/#/pages/index/index');
  const tabBar = page.getByRole('navigation', { name: 'メインメニュー' });
  await expect(tabBar.getByRole('link', { name: 'ホーム' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: '相場' })).toBeVisible();
  for (const tab of TABS) {
    await tabBar.getByRole('link', { name: tab.name }).click();
    await expect.poll(() => routePath(page)).toBe(tab.path);
    await expect(tabBar.getByRole('link', { name: tab.name })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: tab.heading, level: 1 })).toBeVisible();
  }
  await tabBar.getByRole('link', { name: 'ホーム' }).click();
  await expect.poll(() => routePath(page)).toBe('/pages/index/index');
  await expect(page.getByRole('heading', { name: '相場' })).toBeVisible();
});

test('each tab shows data from the contract', async ({ page }) => {
  await signIn(page);
  await page.goto('/#/pages/market/market');
  await expect(page.getByRole('list', { name: '暗号資産' }).getByRole('listitem').first()).toBeVisible();
  await page.goto('/#/pages/fund/assets');
  await expect(page.getByRole('heading', { name: '現物口座' })).toBeVisible();
  await expect(page.getByText(/^¥[\d,]+\.\d{2}$/).first()).toBeVisible();
  await page.goto('/#/pages/transaction/index');
  await expect(page.getByRole('form', { name: '秒オプション' }).getByRole('radio').first()).toBeVisible();
  await page.goto('/#/pages/transaction/order');
  await expect(page.getByRole('tab', { name: '現物', exact: true })).toHaveAttribute('aria-selected', 'true');
});
