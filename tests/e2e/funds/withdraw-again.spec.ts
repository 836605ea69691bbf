/**
 * The withdrawal form takes the withdrawal after a cancelled confirmation sheet: its button is enabled again and
 * the withdrawal goes through. In Japanese and in English.
 */
import { setFundPassword } from '../support/outbox';
import { expect, test } from '../support/test';
import { FUNDS_TEXTS, fillWithdrawal } from './funds-texts';
import { lastLogin, signInFresh } from './support';

for (const language of ['jp', 'en'] as const) {
  const text = FUNDS_TEXTS[language];

  test(`${language}: a cancelled withdrawal sheet, then the withdrawal goes through`, async ({ page, request }) => {
    const token = await signInFresh(page, request, language);
    await setFundPassword(request, token);
    const submit = await fillWithdrawal(page, language, lastLogin);

    const sheet = page.getByRole('dialog', { name: text.withdrawal.sheet });
    await submit.click();
    await sheet.getByRole('button', { name: text.cancel, exact: true }).click();
    await expect(sheet).toHaveCount(0);
    await expect(submit).toBeEnabled();
    await submit.click();
    await sheet.getByRole('button', { name: text.confirm, exact: true }).click();
    await expect(page).toHaveURL(/receive_withdraw_record\?tab=withdraw/);
  });
}
