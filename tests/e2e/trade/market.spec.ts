import { expect, test } from '../support/test';
import { startTrading } from './support';

test.beforeEach(async ({ page }) => {
  await startTrading(page);
});

test('search finds a pair as you type, adds it to the favourites and remembers it as viewed', async ({ page }) => {
  await page.goto('/#/pages/market/market?tab=favourites');
  await expect(page.getByText('No favourites yet', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Search pairs' }).click();
  await expect(page.getByRole('heading', { name: 'Hot searches' })).toBeVisible();
  await expect(page.getByText('Pairs you open appear here')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search pairs' }).fill('et');
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('button', { name: /^ETH\/USDT/ })).toBeVisible();
  await expect(results.getByRole('button', { name: /^BTC\/USDT/ })).toHaveCount(0);
  const star = results.getByRole('button', { name: 'Add ETH/USDT to favourites' });
  await star.click();
  await expect(results.getByRole('button', { name: 'Remove ETH/USDT from favourites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('searchbox', { name: 'Search pairs' }).fill('zzz');
  await expect(page.getByText('No pair matches "zzz"')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search pairs' }).fill('eth');
  await results.getByRole('button', { name: /^ETH\/USDT/ }).click();
  await expect(page).toHaveURL(/transaction\/index\?.*currency_id=2/);
  await expect(
    page.getByRole('region', { name: 'Selected pair' }).getByRole('button', { name: 'ETH/USDT' }),
  ).toBeVisible();

  await page.goto('/#/pages/market/search');
  const recent = page.getByRole('region', { name: 'Recently viewed' });
  await expect(recent.getByRole('button', { name: 'ETH/USDT', exact: true })).toBeVisible();
  await page.goto('/#/pages/market/market?tab=favourites');
  await expect(
    page.getByRole('list', { name: 'Favourites' }).getByRole('button', { name: /^ETH\/USDT/ }),
  ).toBeVisible();
});

test('the market list sorts by price, highest first then lowest first', async ({ page }) => {
  await page.goto('/#/pages/market/market?tab=coin');
  const list = page.getByRole('list', { name: 'Coins' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const prices = async () =>
    (await list.locator('li').evaluateAll((rows) => rows.map((row) => row.children[0].children[1].textContent))).map(
      (text) => Number(text!.replace(/,/g, '')),
    );
  await page.getByRole('button', { name: 'Sort by price' }).click();
  await expect(page.getByRole('button', { name: 'Sorted by price, highest first' })).toBeVisible();
  const descending = await prices();
  expect(descending[0]).toBeGreaterThan(descending.at(-1)!);
  await page.getByRole('button', { name: 'Sorted by price, highest first' }).click();
  const ascending = await prices();
  expect(ascending[0]).toBeLessThan(ascending.at(-1)!);
});
