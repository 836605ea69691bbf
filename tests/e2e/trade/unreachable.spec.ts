/**
 * An order confirmed while the exchange cannot be reached says so, in Japanese and in English: the page's calls to
 * the order's write fail (the connection refused, then a gateway's 502, for this page alone), the user reads why in
 * their language, the sheet's button comes back, and once the exchange answers again the same sheet places the
 * order: one order, one call per tap, nothing sent twice. Spot, futures and seconds options.
 */
import { signInEachAsNewAccount } from '../support/session';
import { submitsThroughOutage } from '../support/outage';
import { expect, test, type Page } from '../support/test';
import { ORDER_TEXTS, openPairIn, type Pair } from './order-texts';
import { PAIRS } from './support';

for (const language of ['jp', 'en'] as const) {
  const text = ORDER_TEXTS[language];
  const throughOutage = submitsThroughOutage(language, text.confirm);
  const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
  const openPair = (page: Page, path: string, pair: Pair, extra = '') => openPairIn(page, language, path, pair, extra);

  test.describe(language, () => {
    signInEachAsNewAccount(language);

    test('spot: an order confirmed while the exchange is unreachable says why, then goes through once', async ({
      page,
    }) => {
      await openPair(page, '/pages/transaction/index', PAIRS.spot, '&section=coins');
      const last = Number((await page.getByLabel(text.lastPrice).textContent())!.replace(/,/g, ''));
      // well below the market: the order rests in the pending list, where it is counted
      await field(page, text.spot.price).fill((Math.floor(last * 0.8 * 100) / 100).toFixed(2));
      await field(page, text.spot.amount).fill('1');
      const submit = page.getByRole('form', { name: text.spot.form }).getByRole('button', { name: text.spot.submit });
      const calls = await throughOutage(page, submit, text.spot.sheet, '/coin/trade');
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
      const calls = await throughOutage(page, submit, text.futures.sheet, '/lever/submit');
      expect(calls).toEqual(['POST', 'POST', 'POST']);
      await expect(page.getByRole('list', { name: text.positions }).getByRole('article')).toHaveCount(1);
    });

    test('seconds option: an option confirmed while the exchange is unreachable says why, then is placed once', async ({
      page,
    }) => {
      await openPair(page, '/pages/transaction/index', PAIRS.options, '&section=seconds');
      const form = page.getByRole('form', { name: text.option.form });
      await form.getByRole('radio', { name: text.option.duration }).click();
      await field(page, text.option.stake).fill('100');
      const submit = form.getByRole('button', { name: text.option.submit });
      const calls = await throughOutage(page, submit, text.option.sheet, '/microtrade/submit');
      expect(calls).toEqual(['POST', 'POST', 'POST']);
      const open = page.getByRole('list', { name: text.optionsOpen.list });
      await expect(open.getByRole('article', { name: text.optionsOpen.row })).toHaveCount(1);
    });
  });
}
