/**
 * An order confirmed while the exchange cannot be reached says so, in Japanese and in English: the page's calls to
 * the order's write fail (the connection refused, then a gateway's 502, for this page alone), the user reads why in
 * their language, the sheet's button comes back, and once the exchange answers again the same sheet places the
 * order: one order, one call per tap, nothing sent twice.
 */
import { newToken, signIn } from '../support/session';
import { confirmThroughOutage } from '../support/outage';
import { expect, test, type Page } from '../support/test';
import { PAIRS } from './support';

const TEXTS = {
  en: {
    lastPrice: 'Last price',
    confirm: 'Confirm',
    spot: { form: 'Spot order', price: 'Price', amount: 'Quantity', submit: 'Buy LTC', sheet: 'Confirm the order' },
    spotPending: { list: 'Pending', row: /^LTC\/USDT order/ },
    futures: { form: 'Open a futures position', lots: 'Lots', submit: 'Open long', sheet: 'Confirm the position' },
    positions: 'Positions',
  },
  jp: {
    lastPrice: '最新価格',
    confirm: '確認',
    spot: { form: '現物注文', price: '価格', amount: '数量', submit: 'LTC を買う', sheet: '注文の確認' },
    spotPending: { list: '未約定', row: /^LTC\/USDT 注文/ },
    futures: { form: '先物ポジションを建てる', lots: 'ロット数', submit: 'ロングで建てる', sheet: 'ポジションの確認' },
    positions: '保有ポジション',
  },
} as const;

for (const language of ['jp', 'en'] as const) {
  const text = TEXTS[language];
  const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
  const openPair = async (page: Page, path: string, pair: { currency_id: number; legal_id: number }, extra = '') => {
    await page.goto(`/#${path}?currency_id=${pair.currency_id}&legal_id=${pair.legal_id}${extra}`);
    await expect(page.getByLabel(text.lastPrice)).toHaveText(/\d/);
  };

  test.describe(language, () => {
    test.beforeEach(async ({ page }) => {
      await signIn(page, { token: newToken(), language });
    });

    test('spot: an order confirmed while the exchange is unreachable says why, then goes through once', async ({
      page,
    }) => {
      await openPair(page, '/pages/transaction/index', PAIRS.spot, '&section=coins');
      const last = Number((await page.getByLabel(text.lastPrice).textContent())!.replace(/,/g, ''));
      // well below the market: the order rests in the pending list, where it is counted
      await field(page, text.spot.price).fill((Math.floor(last * 0.8 * 100) / 100).toFixed(2));
      await field(page, text.spot.amount).fill('1');
      const submit = page.getByRole('form', { name: text.spot.form }).getByRole('button', { name: text.spot.submit });
      await submit.click();
      const calls = await confirmThroughOutage(page, {
        language,
        sheet: page.getByRole('dialog', { name: text.spot.sheet }),
        confirmLabel: text.confirm,
        writePath: '/coin/trade',
        reopen: () => submit.click(),
      });
      expect(calls).toEqual(['POST', 'POST', 'POST']);
      const pending = page.getByRole('list', { name: text.spotPending.list });
      await expect(pending.getByRole('article', { name: text.spotPending.row })).toHaveCount(1);
    });

    test('futures: a position confirmed while the exchange is unreachable says why, then opens once', async ({
      page,
    }) => {
      await openPair(page, '/pages/transaction/contract', PAIRS.futures);
      await field(page, text.futures.lots).fill('1');
      const submit = page
        .getByRole('form', { name: text.futures.form })
        .getByRole('button', { name: text.futures.submit });
      await submit.click();
      const calls = await confirmThroughOutage(page, {
        language,
        sheet: page.getByRole('dialog', { name: text.futures.sheet }),
        confirmLabel: text.confirm,
        writePath: '/lever/submit',
        reopen: () => submit.click(),
      });
      expect(calls).toEqual(['POST', 'POST', 'POST']);
      await expect(page.getByRole('list', { name: text.positions }).getByRole('article')).toHaveCount(1);
    });
  });
}
