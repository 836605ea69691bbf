/** A bidder overtaken by another is told wherever they are in the app, once their page listens for pushes. */
import { expectToast } from '../support/toasts';
import { test } from '../support/test';
import { socketLogin } from '../support/session';
import { auctionLedBy, call, newToken, startAsNewTrader } from './support';

test('a bidder overtaken by another is told at once, away from the auction, with the new bid', async ({
  page,
  request,
}) => {
  const token = await startAsNewTrader(page);
  // hours long: the mock's clock runs on while the journey does
  const artwork = await auctionLedBy(request, token, 6 * 3_600_000);
  const loggedIn = socketLogin(page);
  await page.goto('/#/pages/index/index');
  await loggedIn;

  const rival = newToken();
  await call(request, rival, '/bind_box/marginNFT', { code: artwork.code });
  await call(request, rival, '/bind_box/auctionNFT', { code: artwork.code, price: '21' });
  await expectToast(page, `Outbid on ${artwork.name}: the bid is now 21 USDT`);
});
