/**
 * A conversion is confirmed at a locked quote: Convert opens a sheet with what is paid, the fee and what is
 * received; cancelling changes nothing; confirming pays exactly the quoted amounts (balances checked to the last
 * decimal). In Japanese and in English; the sheet is photographed at the phone size (test-results/, never
 * committed). The quote that expires is conversion-expired.spec.ts, on a clock of its own.
 */
import { expectToast } from '../support/toasts';
import { expect, test } from '../support/test';
import { balances, figure, openConversion } from './conversion-support';
import { FUNDS_TEXTS } from './funds-texts';

for (const language of ['jp', 'en'] as const) {
  const text = FUNDS_TEXTS[language].conversion;

  test(`"All", then a cancelled and a confirmed conversion at exactly the quoted amounts (${language})`, async ({
    page,
  }) => {
    const token = await openConversion(page, language);
    const form = page.getByRole('form', { name: text.form });
    const before = await balances(page, token);
    await form.getByRole('button', { name: text.all }).click();
    await form.getByRole('button', { name: text.convert }).click();
    const sheet = page.getByRole('dialog', { name: text.sheet });
    await expect(sheet.getByText(text.locked)).toBeVisible();
    await sheet.getByRole('button', { name: FUNDS_TEXTS[language].cancel, exact: true }).click();
    await expect(sheet).toHaveCount(0);
    expect(await balances(page, token)).toEqual(before);

    await form.getByRole('button', { name: text.convert }).click();
    await expect(sheet.getByText(text.locked)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`conversion-sheet-${language}.png`) });
    const pay = await figure(sheet, text.pay);
    const fee = await figure(sheet, text.fee);
    const received = await figure(sheet, text.received);
    expect(pay.plus(fee).lte(before.from)).toBe(true);
    await sheet.getByRole('button', { name: text.convert }).click();
    await expectToast(page, text.done);
    await expect(sheet).toHaveCount(0);
    await expect(form.getByLabel(text.amount, { exact: true })).toHaveValue('');
    await expect
      .poll(async () => (await balances(page, token)).from.toFixed())
      .toBe(before.from.minus(pay).minus(fee).toFixed());
    expect((await balances(page, token)).to.toFixed()).toBe(before.to.plus(received).toFixed());
  });
}
