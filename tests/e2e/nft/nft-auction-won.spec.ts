/**
 * After an auction: the winner reads the message, pays within the day and finds the artwork in the collection; a
 * payment confirmed while the exchange cannot be reached says why, in Japanese and in English, and is made once
 * (support/outage.ts). The auction ends when the journey moves the mock's clock past its end, once the page listens
 * for the push (a journey of the own-clock project: no other journey sees the move).
 */
import { expect, test } from '../support/test';
import { newToken, signIn, socketLogin } from '../support/session';
import { moveMockClock } from '../support/mock-clock';
import { submitsThroughOutage } from '../support/outage';
import { NFT_TEXTS } from './nft-texts';
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

for (const language of ['jp', 'en'] as const) {
  const text = NFT_TEXTS[language];
  // the won auction's sheet confirms with the purchase's own label
  const throughOutage = submitsThroughOutage(language, text.buy.pay);

  test(`${language}: a won auction's payment confirmed while the exchange is unreachable says why, then is made once`, async ({
    page,
    request,
  }) => {
    const token = newToken();
    await signIn(page, { token, language });
    await auctionLedBy(request, token, AUCTION_MS);
    await moveMockClock(request, AUCTION_MS + 1_000);
    await page.goto('/#/pages/nft/mine?tab=messages');
    // the account's one message: the auction it won (named in the page's language)
    await page.getByRole('list', { name: text.won.messages }).getByRole('link').first().click();
    const pay = page.getByRole('button', { name: text.won.pay, exact: true });
    const calls = await throughOutage(page, pay, text.won.sheet, '/bind_box/payNFTOrder');
    expect(calls).toEqual(['POST', 'POST', 'POST']);
    await expect(page.getByText(text.won.paid, { exact: true })).toBeVisible();
    await page.goto('/#/pages/nft/myNft');
    await expect(page.getByRole('list', { name: text.collection }).getByRole('listitem')).toHaveCount(1);
  });
}
