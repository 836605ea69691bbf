/**
 * After an auction: the winner reads the message, pays within the day and finds the artwork in the collection.
 * The auction lasts a few seconds on the real clock, so no other test's clock moves.
 */
import { expect, test } from '@playwright/test';
import { shortAuctionLedBy, startAsNewTrader } from './support';

test('the winner of an auction reads the message, pays before the deadline and owns the artwork', async ({
  page,
  request,
}) => {
  const token = await startAsNewTrader(page);
  const artwork = await shortAuctionLedBy(request, token, 3000);

  await page.goto('/#/pages/nft/mine?tab=messages');
  const message = page.getByRole('list', { name: 'Messages' }).getByRole('link').filter({ hasText: artwork.name });
  // the auction ends on its own a few seconds later; the message arrives on a refresh
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(message).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(message).toContainText(`${artwork.name} is yours at 20 USDT.`);
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
