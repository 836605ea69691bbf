/**
 * Money moved while the exchange cannot be reached says so, in Japanese and in English: a withdrawal and a
 * conversion, each confirmed with the connection refused, then with a gateway's 502, then with the exchange
 * answering (support/outage.ts): the user reads why, the button comes back, and the one record the last tap made
 * is the only one.
 */
import { expectToast } from '../support/toasts';
import { setFundPassword } from '../support/outbox';
import { confirmThroughOutage, submitsThroughOutage } from '../support/outage';
import { expect, test } from '../support/test';
import { openConversion } from './conversion-support';
import { FUNDS_TEXTS, fillWithdrawal } from './funds-texts';
import { lastLogin, signInFresh } from './support';

for (const language of ['jp', 'en'] as const) {
  const text = FUNDS_TEXTS[language];
  const throughOutage = submitsThroughOutage(language, text.confirm);

  test.describe(language, () => {
    test('withdrawal: a withdrawal confirmed while the exchange is unreachable says why, then is asked once', async ({
      page,
    }) => {
      // a fresh account with an e-mail address, where its withdrawal code is sent (an account made for an unknown
      // token has none)
      const token = await signInFresh(page, page.request, language);
      await setFundPassword(page.request, token);
      const submit = await fillWithdrawal(page, language, lastLogin);
      // the screen closes its sheet when the withdrawal fails, keeping what was typed: the button opens it again
      const calls = await throughOutage(page, submit, text.withdrawal.sheet, '/wallet/out');
      expect(calls).toEqual(['POST', 'POST', 'POST']);
      await expect(page).toHaveURL(/receive_withdraw_record\?tab=withdraw/);
      const records = page.getByRole('list', { name: text.withdrawal.records }).getByRole('listitem');
      await expect(records).toHaveCount(1);
      await expect(records).toContainText(text.withdrawal.underReview);
    });

    test('conversion: a conversion confirmed while the exchange is unreachable says why, then is made once', async ({
      page,
    }) => {
      await openConversion(page, language);
      const form = page.getByRole('form', { name: text.conversion.form });
      await form.getByLabel(text.conversion.amount, { exact: true }).fill('500');
      const submit = form.getByRole('button', { name: text.conversion.convert });
      await submit.click();
      const sheet = page.getByRole('dialog', { name: text.conversion.sheet });
      await expect(sheet.getByText(text.conversion.locked)).toBeVisible();
      const calls = await confirmThroughOutage(page, {
        language,
        sheet,
        confirmLabel: text.conversion.convert,
        writePath: '/user/Transfer',
        reopen: () => submit.click(),
      });
      expect(calls).toEqual(['POST', 'POST', 'POST']);
      await expectToast(page, text.conversion.done);
      await page.goto('/#/pages/fund/assets_all_record');
      await page.getByRole('combobox', { name: text.ledger.kind }).selectOption({ label: text.ledger.conversionIn });
      const rows = page.getByRole('list', { name: text.ledger.list }).getByRole('listitem');
      await expect(rows).toHaveCount(1);
      await expect(rows).toContainText('BTC');
    });
  });
}
