/**
 * The withdrawal form takes the withdrawal after a cancelled confirmation sheet: its button is enabled again and
 * the withdrawal goes through. In Japanese and in English.
 */
import { sendAndReadCode, setFundPassword } from '../support/outbox';
import { expect, test, type Page } from '../support/test';
import { lastLogin, signInFresh } from './support';

const TEXTS = {
  en: {
    address: 'Withdrawal address',
    amount: 'Amount',
    fundPassword: 'Fund password',
    code: 'Verification code',
    sendCode: 'Send code',
    withdraw: 'Withdraw',
    sheet: 'Confirm the withdrawal',
    cancel: 'Cancel',
    confirm: 'Confirm',
  },
  jp: {
    address: '出金アドレス',
    amount: '出金数量',
    fundPassword: '資金パスワード',
    code: '認証コード',
    sendCode: 'コードを送信',
    withdraw: '出金する',
    sheet: '出金の確認',
    cancel: 'キャンセル',
    confirm: '確認',
  },
} as const;

for (const language of ['jp', 'en'] as const) {
  const text = TEXTS[language];
  const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

  test(`${language}: a cancelled withdrawal sheet, then the withdrawal goes through`, async ({ page, request }) => {
    const token = await signInFresh(page, request, language);
    await setFundPassword(request, token);
    await page.goto('/#/pages/fund/withdraw?currency=3');
    await field(page, text.address).fill('TXk8rQSAvPvBBNtqSoY6nCfsXWCSSpTVQF');
    await field(page, text.amount).fill('20');
    await field(page, text.fundPassword).fill('fund7788');
    const send = () => page.getByRole('button', { name: text.sendCode }).click();
    await field(page, text.code).fill(await sendAndReadCode(page, send, lastLogin, 'withdraw'));

    const submit = page.getByRole('button', { name: text.withdraw, exact: true });
    const sheet = page.getByRole('dialog', { name: text.sheet });
    await submit.click();
    await sheet.getByRole('button', { name: text.cancel, exact: true }).click();
    await expect(sheet).toHaveCount(0);
    await expect(submit).toBeEnabled();
    await submit.click();
    await sheet.getByRole('button', { name: text.confirm, exact: true }).click();
    await expect(page).toHaveURL(/receive_withdraw_record\?tab=withdraw/);
  });
}
