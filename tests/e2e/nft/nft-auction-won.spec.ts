/**
 * After an auction: the winner reads the message, pays within the day and finds the artwork in the collection.
 * The auction ends when the journey moves the mock's clock past its end, once the page listens for the push (a
 * journey of the own-clock project: no other journey sees the move).
 */
import { expect, test } from '../support/test';
import { socketLogin } from '../support/session';
import { moveMockClock } from '../support/mock-clock';
import { auctionLedBy, startAsNewTrader } from './support';

const AUCTION_MS = 60_000;

test('the winner of an auction reads the message, pays before the deadline and owns the artwork', async ({
  page,
  request,
}) => {
  const token = await startAsNewTrader(page);
  const artwork = await auctionLedBy(request, token, AUCTION_MS);

  const loggedIn = socketLogin(page);
  await page.goto('/#/pages/nft/mine?tab=messages');
  await loggedIn;
  const messages = page.getByRole('list', { name: 'Messages' });

  // the auction's end passes on the exchange's clock: it settles, tells the winner and lists the message
  await moveMockClock(request, AUCTION_MS + 1_000);
  await expect(page.getByText(`You won ${artwork.name}: pay within one day`)).toBeVisible();
  const message = messages.getByRole('link').filter({ hasText: artwork.name });
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
