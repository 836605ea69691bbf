/**
 * A conversion is confirmed at a locked quote: Convert opens a sheet with what is paid, the fee and what is
 * received; cancelling changes nothing; confirming pays exactly the quoted amounts (balances checked to the last
 * decimal); a quote that expired on the exchange's clock is asked again and the new one is paid. In Japanese and
 * in English; the sheet is photographed at the phone size (test-results/, never committed).
 */
import Big from 'big.js';
import { newToken, signIn } from '../support/session';
import { expect, test, type Locator, type Page } from '../support/test';
import { labelledValue } from '../support/facts';

const USDT = 3;
const BTC = 1;

const TEXTS = {
  en: {
    form: 'Convert',
    amount: 'Amount',
    all: 'Amount: use all',
    convert: 'Convert now',
    sheet: 'Confirm the conversion',
    pay: 'You pay',
    fee: 'Fee',
    received: 'You receive',
    locked: /^Quote locked for \d+ seconds?$/,
    cancel: 'Cancel',
    done: 'Asset exchange succeeded!',
    expired: 'This quote has expired. Get a new quote.',
  },
  jp: {
    form: '通貨交換',
    amount: '数量',
    all: '数量：全額を入力',
    convert: '交換する',
    sheet: '通貨交換の確認',
    pay: '支払う数量',
    fee: '手数料',
    received: '受取予定',
    locked: /^見積もりはあと \d+ 秒有効です$/,
    cancel: 'キャンセル',
    done: '両替が完了しました',
    expired: 'この見積もりは有効期限が切れました。新しい見積もりを取得してください。',
  },
} as const;

/** The figure of a labelled fact or summary row ("10,623.37 USDT"), as an exact decimal. */
const figure = async (scope: Locator, label: string) => {
  const value = labelledValue(scope, label);
  await expect(value).toHaveText(/\d/);
  return new Big((await value.innerText()).replace(/[^\d.]/g, ''));
};

for (const language of ['jp', 'en'] as const) {
  const text = TEXTS[language];

  test.describe(language, () => {
    let token = '';
    test.beforeEach(async ({ page }) => {
      token = newToken();
      await signIn(page, { token, language });
      await page.goto('/#/pages/fund/transfer');
      // the page has loaded the quote when its rate shows
      await expect(page.getByRole('form', { name: text.form }).getByText(/≈/)).toBeVisible();
    });

    /**
     * The spot balances of USDT and BTC (the page's coins, paid and received) to the last decimal the exchange
     * keeps: the page shows a coin's amounts at its display precision, shorter than that.
     */
    const balances = async (page: Page) => {
      const answer = await page.request.post('/api/user/getTransferList', { headers: { Authorization: token } });
      const { message } = (await answer.json()) as {
        message: { wallet: Array<{ currency: number; change_balance: string }> };
      };
      const of = (id: number) => new Big(message.wallet.find((row) => row.currency === id)!.change_balance);
      return { from: of(USDT), to: of(BTC) };
    };

    test('"All", then a cancelled and a confirmed conversion at exactly the quoted amounts', async ({ page }) => {
      const form = page.getByRole('form', { name: text.form });
      const before = await balances(page);
      await form.getByRole('button', { name: text.all }).click();
      await form.getByRole('button', { name: text.convert }).click();
      const sheet = page.getByRole('dialog', { name: text.sheet });
      await expect(sheet.getByText(text.locked)).toBeVisible();
      await sheet.getByRole('button', { name: text.cancel, exact: true }).click();
      await expect(sheet).toHaveCount(0);
      expect(await balances(page)).toEqual(before);

      await form.getByRole('button', { name: text.convert }).click();
      await expect(sheet.getByText(text.locked)).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`conversion-sheet-${language}.png`) });
      const pay = await figure(sheet, text.pay);
      const fee = await figure(sheet, text.fee);
      const received = await figure(sheet, text.received);
      expect(pay.plus(fee).lte(before.from)).toBe(true);
      await sheet.getByRole('button', { name: text.convert }).click();
      await expect(page.getByText(text.done)).toBeVisible();
      await expect(sheet).toHaveCount(0);
      await expect(form.getByLabel(text.amount, { exact: true })).toHaveValue('');
      await expect
        .poll(async () => (await balances(page)).from.toFixed())
        .toBe(before.from.minus(pay).minus(fee).toFixed());
      expect((await balances(page)).to.toFixed()).toBe(before.to.plus(received).toFixed());
    });

    test('a quote that expired on the exchange is asked again, and the new one is paid', async ({ page }) => {
      const form = page.getByRole('form', { name: text.form });
      const before = await balances(page);
      await form.getByLabel(text.amount, { exact: true }).fill('500');
      await form.getByRole('button', { name: text.convert }).click();
      const sheet = page.getByRole('dialog', { name: text.sheet });
      await expect(sheet.getByText(text.locked)).toBeVisible();
      const clock = await page.request.post('/api/__sandbox/clock', { data: { advanceMs: 31_000 } });
      expect(clock.ok()).toBe(true);
      // the sheet's own quote (it names the amount), not the form's live estimate
      const refreshed = page.waitForResponse(
        (answer) =>
          answer.url().includes('/user/getTransferFee') && /number=500/.test(answer.request().postData() ?? ''),
      );
      await sheet.getByRole('button', { name: text.convert }).click();
      await expect(page.getByText(text.expired)).toBeVisible();
      const quote = ((await (await refreshed).json()) as { message: { received: string } }).message;
      await expect(sheet.getByText(text.locked)).toBeVisible();
      await expect
        .poll(async () => (await figure(sheet, text.received)).toFixed())
        .toBe(new Big(quote.received).toFixed());
      const fee = await figure(sheet, text.fee);
      const received = await figure(sheet, text.received);
      await sheet.getByRole('button', { name: text.convert }).click();
      await expect(page.getByText(text.done)).toBeVisible();
      await expect
        .poll(async () => (await balances(page)).from.toFixed())
        .toBe(before.from.minus(500).minus(fee).toFixed());
      expect((await balances(page)).to.toFixed()).toBe(before.to.plus(received).toFixed());
    });
  });
}
