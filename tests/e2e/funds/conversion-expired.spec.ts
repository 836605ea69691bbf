/**
 * A quote that expired on the exchange's clock is asked again and the new one is paid, in Japanese and in English.
 * The journey moves the mock's clock past the quote's lock (a journey of the own-clock project: a quote another
 * journey holds never expires under it).
 */
import { expectToast } from '../support/toasts';
import { finishedAnswer } from '../support/answers';
import { moveMockClock } from '../support/mock-clock';
import Big from 'big.js';
import { expect, test } from '../support/test';
import { balances, figure, openConversion } from './conversion-support';
import { FUNDS_TEXTS } from './funds-texts';

for (const language of ['jp', 'en'] as const) {
  const text = FUNDS_TEXTS[language].conversion;

  test(`a quote that expired on the exchange is asked again, and the new one is paid (${language})`, async ({
    page,
  }) => {
    const token = await openConversion(page, language);
    const form = page.getByRole('form', { name: text.form });
    const before = await balances(page, token);
    await form.getByLabel(text.amount, { exact: true }).fill('500');
    await form.getByRole('button', { name: text.convert }).click();
    const sheet = page.getByRole('dialog', { name: text.sheet });
    await expect(sheet.getByText(text.locked)).toBeVisible();
    await moveMockClock(page.request, 31_000);
    // the sheet's own quote (it names the amount), not the form's live estimate
    const refreshed = finishedAnswer<{ message: { received: string } }>(
      page,
      (request) => request.url().includes('/user/getTransferFee') && /number=500/.test(request.postData() ?? ''),
    );
    await sheet.getByRole('button', { name: text.convert }).click();
    await expectToast(page, text.expired);
    const quote = (await refreshed).body.message;
    await expect(sheet.getByText(text.locked)).toBeVisible();
    await expect
      .poll(async () => (await figure(sheet, text.received)).toFixed())
      .toBe(new Big(quote.received).toFixed());
    const fee = await figure(sheet, text.fee);
    const received = await figure(sheet, text.received);
    await sheet.getByRole('button', { name: text.convert }).click();
    await expectToast(page, text.done);
    await expect
      .poll(async () => (await balances(page, token)).from.toFixed())
      .toBe(before.from.minus(500).minus(fee).toFixed());
    expect((await balances(page, token)).to.toFixed()).toBe(before.to.plus(received).toFixed());
  });
}
