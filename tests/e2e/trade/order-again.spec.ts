/**
 * A trading form takes a second order without a reload: after a cancelled confirmation sheet and after a
 * confirmed one, its button is enabled again and the next order goes through. In Japanese and in English.
 */
import { submitAndAnswer } from '../support/confirm-sheet';
import { signInEachAsNewAccount } from '../support/session';
import { expect, test, type Locator, type Page } from '../support/test';
import { mockNow } from '../support/mock-clock';
import { ORDER_TEXTS, openPairIn, type Pair } from './order-texts';
import { PAIRS } from './support';

/** Submits the form, then cancels its sheet or confirms it; the button must be usable again either way. */
async function order(page: Page, submit: Locator, sheetName: string, answer: string) {
  await submitAndAnswer(page, submit, sheetName, answer);
  await expect(submit).toBeEnabled();
  await expect(submit).not.toHaveAttribute('aria-busy', 'true');
}

for (const language of ['jp', 'en'] as const) {
  const text = ORDER_TEXTS[language];
  const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
  const openPair = (page: Page, path: string, pair: Pair, extra = '') => openPairIn(page, language, path, pair, extra);
  const lastPrice = async (page: Page) =>
    Number((await page.getByLabel(text.lastPrice).textContent())!.replace(/,/g, ''));

  test.describe(language, () => {
    signInEachAsNewAccount(language);

    test('spot: a cancelled sheet, then two confirmed orders in a row', async ({ page }) => {
      await openPair(page, '/pages/transaction/index', PAIRS.spot, '&section=coins');
      const form = page.getByRole('form', { name: text.spot.form });
      // well below the market: each order rests in the pending list, where they are counted
      await field(page, text.spot.price).fill((Math.floor((await lastPrice(page)) * 0.8 * 100) / 100).toFixed(2));
      await field(page, text.spot.amount).fill('1');
      const submit = form.getByRole('button', { name: text.spot.submit });
      await order(page, submit, text.spot.sheet, text.cancel);
      await order(page, submit, text.spot.sheet, text.confirm);
      await order(page, submit, text.spot.sheet, text.confirm);
      const pending = page.getByRole('list', { name: text.spotPending.list });
      await expect(pending.getByRole('article', { name: text.spotPending.row })).toHaveCount(2);
    });

    test('futures: a cancelled sheet, then two confirmed positions in a row', async ({ page }) => {
      await openPair(page, '/pages/transaction/contract', PAIRS.futures);
      const form = page.getByRole('form', { name: text.futures.form });
      await field(page, text.futures.lots).fill('1');
      const submit = form.getByRole('button', { name: text.futures.submit });
      await order(page, submit, text.futures.sheet, text.cancel);
      await order(page, submit, text.futures.sheet, text.confirm);
      await order(page, submit, text.futures.sheet, text.confirm);
      await expect(page.getByRole('list', { name: text.positions }).getByRole('article')).toHaveCount(2);
    });

    test('seconds option: a cancelled sheet, then two confirmed options in a row', async ({ page }) => {
      await openPair(page, '/pages/transaction/index', PAIRS.options, '&section=seconds');
      const form = page.getByRole('form', { name: text.option.form });
      await form.getByRole('radio', { name: text.option.duration }).click();
      await field(page, text.option.stake).fill('100');
      const submit = form.getByRole('button', { name: text.option.submit });
      await order(page, submit, text.option.sheet, text.cancel);
      await order(page, submit, text.option.sheet, text.confirm);
      // the exchange refuses two options within a second of each other: the second waits until a second has
      // passed on the exchange's clock (which this journey shares with others, so never moves)
      const placedAt = await mockNow(page.request);
      await expect.poll(() => mockNow(page.request), { intervals: [250] }).toBeGreaterThan(placedAt + 1_000);
      await order(page, submit, text.option.sheet, text.confirm);
      const open = page.getByRole('list', { name: text.optionsOpen.list });
      await expect(open.getByRole('article', { name: text.optionsOpen.row })).toHaveCount(2);
    });
  });
}
