/**
 * What the NFT purchases and auctions say against what was paid or bid, in Japanese and English: a fixed-price
 * purchase is listed on the orders tab and among my paid purchases at its price; an auction's starting price
 * stays the starting price once a bid comes in, the bid being the current one. Each journey buys or bids through
 * the API as its own fresh account, then reads the screens.
 */
import Big from 'big.js';
import { expect, test, type Locator } from '../support/test';
import { callAs } from '../support/api-call';
import { decimalOf, holdingFact } from '../support/holding-fact';
import { newToken, signIn } from '../support/session';
import { labelledValue } from '../support/facts';
import { fixedPriceResale } from './support';

const TEXTS = {
  en: { nft: 'NFT', price: 'Price', paid: 'Paid', startPrice: 'Starting price', currentBid: 'Current bid' },
  jp: { nft: 'NFT', price: '価格', paid: '支払済み', startPrice: '開始価格', currentBid: '現在の入札額' },
} as const;

type Artwork = { id: number; code: string; name: string; price: string; per_increase: string };
/** Genesis Cube #3 opens at 300 USDT (mock-server/sandbox/domains/nft.ts). */
const CUBE = { name: 'Genesis Cube #3', startingPrice: '300' };

/** The value of a labelled figure of the page, as a decimal. */
const figure = async (scope: Locator, label: string) => {
  const value = labelledValue(scope, label);
  await expect(value).toHaveText(/\d/);
  return new Big(decimalOf(await value.innerText()));
};

for (const language of ['jp', 'en'] as const) {
  const text = TEXTS[language];

  test.describe(`in ${language}`, () => {
    let token = '';
    test.beforeEach(async ({ page }) => {
      token = newToken();
      await signIn(page, { token, language });
    });

    test('a fixed-price purchase is listed at its price on the orders tab and among my paid purchases', async ({
      page,
    }) => {
      const artwork = { ...(await fixedPriceResale(page.request, '25.5')), price: '25.5' };
      await callAs(page.request, token, 'POST', '/bind_box/buyNFT', { code: artwork.code });

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
      const auctions = await callAs<Artwork[]>(page.request, token, 'GET', '/bind_box/getBoxList', {
        pay_type: 2,
        limit: 20,
      });
      const cube = auctions.find((candidate) => candidate.name === CUBE.name)!;
      const detail = await callAs<{ top_price?: string }>(page.request, token, 'GET', '/bind_box/getBoxDetail', {
        id: cube.id,
      });
      // above the starting price even as the first bid, and above the top one if other journeys bid already
      const top = new Big(detail.top_price ?? '0');
      const bid = (top.gt(0) ? top : new Big(CUBE.startingPrice)).plus(cube.per_increase);
      await callAs(page.request, token, 'POST', '/bind_box/marginNFT', { code: cube.code });
      await callAs(page.request, token, 'POST', '/bind_box/auctionNFT', { code: cube.code, price: bid.toFixed(2) });

      await page.goto(`/#/pages/nft/artworkDetail?id=${cube.id}`);
      const main = page.getByRole('main');
      expect((await figure(main, text.currentBid)).eq(bid)).toBe(true);
      expect((await figure(main, text.startPrice)).eq(CUBE.startingPrice)).toBe(true);
    });
  });
}
