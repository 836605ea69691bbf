/**
 * After an auction: the winner reads the message, pays within the day and finds the artwork in the collection.
 * The auction lasts a few seconds on the real clock, so no other test's clock moves.
 */
import { expect, test } from '../support/test';
import { socketLogin } from '../support/session';
import { call, newToken, shortAuctionLedBy, startAsNewTrader } from './support';

test('the winner of an auction reads the message, pays before the deadline and owns the artwork', async ({
  page,
  request,
}) => {
  const token = await startAsNewTrader(page);
  const artwork = await shortAuctionLedBy(request, token, 3000);

  await page.goto('/#/pages/nft/mine?tab=messages');
  const message = page.getByRole('list', { name: 'Messages' }).getByRole('link').filter({ hasText: artwork.name });
  // the win is told wherever the user is, as soon as the auction settles
  await expect(page.getByText(`You won ${artwork.name}: pay within one day`)).toBeVisible({ timeout: 15_000 });
  // the auction ends on its own a few seconds later; the message arrives on a refresh
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(message).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(message).toContainText(`${artwork.name} is yours at 20.000000 USDT.`);
  await expect(message.getByRole('img', { name: 'Unread' })).toBeVisible();

  await message.click();
  await expect(page.getByRole('timer')).toHaveText(/^23:5\d:\d\d$/);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.getByRole('dialog', { name: 'Pay for the auction' }).getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();

  await page.goto('/#/pages/nft/mine?tab=messages');
  await expect(message.getByRole('img', { name: 'Unread' })).toHaveCount(0);
  await page.goto('/#/pages/nft/myNft');
  await expect(page.getByRole('list', { name: 'My collection' })).toContainText(artwork.name);
});

test('a bidder overtaken by another is told at once, away from the auction, with the new bid', async ({
  page,
  request,
}) => {
  const token = await startAsNewTrader(page);
  // hours long: another journey may move the mock's clock forward meanwhile
  const artwork = await shortAuctionLedBy(request, token, 6 * 3_600_000);
  const loggedIn = socketLogin(page);
  await page.goto('/#/pages/index/index');
  await loggedIn;

  const rival = newToken();
  await call(request, rival, '/bind_box/marginNFT', { code: artwork.code });
  await call(request, rival, '/bind_box/auctionNFT', { code: artwork.code, price: '21' });
  await expect(page.getByText(`Outbid on ${artwork.name}: the bid is now 21 USDT`)).toBeVisible();
});
