import { expect, test, type Page } from '../support/test';
import { signIn } from '../support/session';

/** The `lang` parameter of every /api call made from now on. */
function recordLangs(page: Page) {
  const langs: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) langs.push(url.searchParams.get('lang') ?? '');
  });
  return langs;
}

test('switching to English and back changes the visible texts and the lang sent to the API', async ({ page }) => {
  await signIn(page);
  const langs = recordLangs(page);
  await page.goto('/#/pages/fund/assets');
  const tabBar = page.getByRole('navigation', { name: 'メインメニュー' });
  await expect(tabBar.getByRole('link', { name: 'マーケット' })).toBeVisible();
  await expect.poll(() => langs.length).toBeGreaterThan(0);
  expect(new Set(langs)).toEqual(new Set(['jp']));

  await page.getByRole('link', { name: '設定' }).click();
  await page.getByRole('button', { name: /言語/ }).click();
  langs.length = 0;
  await page.getByRole('radio', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: /Language/ })).toBeVisible();
  await expect.poll(() => langs.includes('en')).toBe(true);
  expect(langs).not.toContain('jp');

  await page.goto('/#/pages/market/market');
  const englishTabs = page.getByRole('navigation', { name: 'Main menu' });
  await expect(englishTabs.getByRole('link', { name: 'Market' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Favourites' })).toBeVisible();

  await page.goto('/#/pages/setting/setting');
  await page.getByRole('button', { name: /Language/ }).click();
  langs.length = 0;
  await page.getByRole('radio', { name: '日本語' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('button', { name: /言語/ })).toBeVisible();
  await expect.poll(() => langs.includes('jp')).toBe(true);
  expect(langs).not.toContain('en');
});
