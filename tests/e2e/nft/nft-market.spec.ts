/**
 * The NFT market's journeys against the production build at a phone size: buying at a fixed price, bidding in an
 * auction, opening a blind box, reselling, searching. Each test trades as a new account of the sandbox.
 */
import { expect, test } from '../support/test';
import { fixedPriceResale, ownOpenedBox, startAsNewTrader } from './support';

test('buys a fixed-price artwork and finds it in the collection', async ({ page }) => {
  await startAsNewTrader(page);
  // an artwork no journey beside this one buys first: the list's first card may be another journey's resale
  const artwork = await fixedPriceResale(page.request, '31.25');
  await page.goto('/#/pages/nft/nft?mode=normal&state=onSale');
  const card = page
    .getByRole('list', { name: 'Artworks' })
    .locator(`a[href*="artworkDetail?id=${artwork.id}"]`)
    .filter({ hasText: 'USDT' });
  const name = (await card.locator('span').first().locator('span').first().textContent())!;
  await card.click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.getByRole('button', { name: 'Buy now' }).click();
  const sheet = page.getByRole('dialog', { name: 'Confirm purchase' });
  await expect(sheet).toContainText(name);
  await sheet.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'My collection' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'My collection' })).toContainText(name);
});

test('a bid not above the current one is refused and kept; a higher bid is listed', async ({ page }) => {
  await startAsNewTrader(page);
  await page.goto('/#/pages/nft/nft?mode=auction&state=onSale');
  await page
    .getByRole('list', { name: 'Artworks' })
    .getByRole('link', { name: /Genesis Cube #3/ })
    .click();
  await page.getByRole('button', { name: 'Pay margin' }).click();
  await page.getByRole('dialog', { name: 'Pay the auction margin' }).getByRole('button', { name: 'Confirm' }).click();

  const bid = page.getByLabel('Your bid');
  await bid.fill('1');
  await page.getByRole('button', { name: 'Bid', exact: true }).click();
  await expect(page.getByText(/The bid must be higher than the current bid: at least [\d,.]+ USDT/)).toBeVisible();
  await expect(bid).toHaveValue('1');

  const least = (await bid.getAttribute('placeholder'))!.match(/[\d,.]+/)![0].replace(/,/g, '');
  const higher = String(Number(least) + 5);
  await bid.fill(higher);
  await page.getByRole('button', { name: 'Bid', exact: true }).click();
  const mine = page.getByRole('list', { name: 'Bid history' }).getByRole('listitem').filter({ hasText: 'You' }).first();
  await expect(mine).toContainText(`${Number(higher).toLocaleString('en-US')}`);
  await expect(mine).toContainText('Leading');
  await expect(page.getByText('Your bid is the highest.')).toBeVisible();
});

test('buys a blind box and opens it to see what came out', async ({ page }) => {
  await startAsNewTrader(page);
  await page.goto('/#/pages/nft/nft?mode=blindBox&state=onSale');
  await page.getByRole('list', { name: 'Artworks' }).getByRole('link').first().click();
  await page.getByRole('button', { name: 'Buy blind box' }).click();
  await page.getByRole('dialog', { name: 'Confirm blind box purchase' }).getByRole('button', { name: 'Pay' }).click();
  const owned = page.getByRole('list', { name: 'My collection' });
  await expect(owned).toContainText('Unopened blind box');
  await owned.getByRole('button', { name: 'Open' }).click();
  const opened = page.getByRole('dialog', { name: 'Blind box opened' });
  await expect(opened).toContainText(/Rarity (N|R|SR|SSR)/);
  await expect(opened).toContainText('Season S2');
});

test('a resale ending before it starts is refused; a valid one is listed and cannot be withdrawn', async ({
  page,
  request,
}) => {
  const token = await startAsNewTrader(page);
  const artwork = await ownOpenedBox(request, token);
  await page.goto(`/#/pages/nft/resell?code=${artwork.code}`);
  await page.getByLabel('Sale mode').selectOption('auction');
  await page.getByLabel('Price', { exact: true }).fill('150');
  await page.getByLabel('Raise per bid').fill('5');
  await page.getByLabel('Start time').fill('2030-01-10T10:00');
  await page.getByLabel('End time').fill('2030-01-09T10:00');
  await page.getByRole('button', { name: 'Resell' }).click();
  await expect(page.getByText('The end time must be later than the start time')).toBeVisible();
  await expect(page.getByLabel('Price', { exact: true })).toHaveValue('150');

  await page.getByLabel('End time').fill('2030-01-12T10:00');
  await page.getByRole('button', { name: 'Resell' }).click();
  const sheet = page.getByRole('dialog', { name: 'Confirm resale' });
  await expect(sheet).toContainText('Once resold, the artwork cannot be withdrawn from sale.');
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByRole('list', { name: 'My collection' }).getByRole('listitem').filter({ hasText: artwork.name }),
  ).toContainText('On resale');
  await page.goto('/#/pages/nft/components/artwork?mode=auction&state=notStarted');
  await expect(page.getByRole('list', { name: 'Artworks' })).toContainText(artwork.name);
});

test('a search without a keyword is refused; with one it lists what matches', async ({ page }) => {
  await startAsNewTrader(page);
  await page.goto('/#/pages/nft/components/search');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Enter a keyword to search')).toBeVisible();
  await page.getByLabel('Keyword').fill('deep sea');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('list', { name: 'Results for "deep sea"' })).toContainText('Deep Sea Signal');
});
