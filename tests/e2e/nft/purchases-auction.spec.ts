/**
 * What the NFT purchases and auctions say against what was paid or bid, in Japanese and English: a fixed-price
 * purchase is listed on the orders tab and among my paid purchases at its price; an auction's starting price
 * stays the starting price once a bid comes in, the bid being the current one. Each journey buys or bids through
 * the API as its own fresh account, on an artwork no other journey can buy or bid on first, then reads the screens.
 */
import Big from 'big.js';
import { expect, test, type Locator } from '../support/test';
import { callAs } from '../support/api-call';
import { decimalOf, holdingFact } from '../support/holding-fact';
import { signInEachAsNewAccount } from '../support/session';
import { labelledValue } from '../support/facts';
import { fixedPriceResale, ownAuction } from './support';

const TEXTS = {
  en: { nft: 'NFT', price: 'Price', paid: 'Paid', startPrice: 'Starting price', currentBid: 'Current bid' },
  jp: { nft: 'NFT', price: '価格', paid: '支払済み', startPrice: '開始価格', currentBid: '現在の入札額' },
} as const;

/** An auction of the journey's own, from 300 USDT in steps of 5, open for a day on the mock's clock. */
const AUCTION = { price: '300', step: '5', endsInMs: 86_400_000 };

/** The value of a labelled figure of the page, as a decimal. */
const figure = async (scope: Locator, label: string) => {
  const value = labelledValue(scope, label);
  await expect(value).toHaveText(/\d/);
  return new Big(decimalOf(await value.innerText()));
};

for (const language of ['jp', 'en'] as const) {
  const text = TEXTS[language];

  test.describe(`in ${language}`, () => {
    const account = signInEachAsNewAccount(language);

    test('a fixed-price purchase is listed at its price on the orders tab and among my paid purchases', async ({
      page,
    }) => {
      const artwork = { ...(await fixedPriceResale(page.request, '25.5')), price: '25.5' };
      await callAs(page.request, account.token, 'POST', '/bind_box/buyNFT', { code: artwork.code });

      await page.goto('/#/pages/transaction/order?kind=nft');
      const row = page.getByRole('list', { name: text.nft }).getByRole('button');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(text.paid);
      await expect.poll(async () => decimalOf(await holdingFact(row, text.price))).not.toBe('');
      expect(new Big(decimalOf(await holdingFact(row, text.price))).eq(artwork.price)).toBe(true);

      await page.goto('/#/pages/nft/purchase?tab=paid');
      const purchase = page.getByRole('list', { name: text.paid }).getByRole('link');
      await expect(purchase).toHaveCount(1);
      const price = purchase.locator('strong').last();
      await expect(price).toHaveText(/\d/);
      expect(new Big(decimalOf(await price.innerText())).eq(artwork.price)).toBe(true);
    });

    test('an auction keeps its starting price once bid on, the bid being the current one', async ({ page }) => {
      // an auction no journey beside this one bids in: the current bid is this one's
      const artwork = await ownAuction(page.request, AUCTION);
      const bid = new Big(AUCTION.price).plus(AUCTION.step);
      await callAs(page.request, account.token, 'POST', '/bind_box/marginNFT', { code: artwork.code });
      await callAs(page.request, account.token, 'POST', '/bind_box/auctionNFT', {
        code: artwork.code,
        price: bid.toFixed(2),
      });

      await page.goto(`/#/pages/nft/artworkDetail?id=${artwork.id}`);
      const main = page.getByRole('main');
      expect((await figure(main, text.currentBid)).eq(bid)).toBe(true);
      expect((await figure(main, text.startPrice)).eq(AUCTION.price)).toBe(true);
    });
  });
}
