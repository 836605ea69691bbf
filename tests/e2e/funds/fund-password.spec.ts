/**
 * A withdrawal needs a fund password and codes the sandbox really sends: a new account (made by a first login, so
 * without a fund password) is told so on the withdrawal screen, follows its button to the screen that sets one,
 * sets it with the code read from the sandbox's outbox, then withdraws with a withdrawal code from the outbox. In
 * English and in Japanese; each screen is photographed at the phone size (test-results/, never committed).
 */
import { expectToast } from '../support/toasts';
import { expect, test, type Page } from '../support/test';
import { readCodeSentBy } from '../support/outbox';
import { FUNDS_TEXTS } from './funds-texts';
import { lastLogin, signInFresh } from './support';

/** The fund password's own screen; the withdrawal form's texts are the funds journeys' (funds-texts.ts). */
const PASSWORD_TEXTS = {
  en: {
    notice: 'Withdrawals need a fund password, and this account has none yet.',
    setFundPassword: 'Set a fund password',
    payTitle: 'Set the fund password',
    code: /^Code sent to /,
    newPassword: 'New fund password',
    confirmPassword: 'Confirm fund password',
    submitPassword: 'Set fund password',
    passwordSet: 'Fund password set successfully',
  },
  jp: {
    notice: '出金には資金パスワードが必要ですが、このアカウントにはまだ設定されていません。',
    setFundPassword: '資金パスワードを設定する',
    payTitle: '資金パスワードの設定・再設定',
    code: / に送信されたコード$/,
    newPassword: '新しい資金パスワード',
    confirmPassword: '資金パスワード（確認）',
    submitPassword: '資金パスワードを設定',
    passwordSet: '資金パスワードを設定しました',
  },
} as const;

const field = (page: Page, label: string | RegExp) => page.getByLabel(label, { exact: typeof label === 'string' });

const photograph = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

for (const language of ['en', 'jp'] as const) {
  const { confirm, withdrawal } = FUNDS_TEXTS[language];
  const text = {
    ...PASSWORD_TEXTS[language],
    sendCode: withdrawal.sendCode,
    address: withdrawal.address,
    amount: withdrawal.amount,
    fundPassword: withdrawal.fundPassword,
    withdrawalCode: withdrawal.code,
    withdraw: withdrawal.submit,
    confirmTitle: withdrawal.sheet,
    confirm,
    records: withdrawal.records,
    underReview: withdrawal.underReview,
  };

  test.describe(`in ${language}`, () => {
    let login = '';
    test.beforeEach(async ({ page, request }) => {
      await signInFresh(page, request, language);
      login = lastLogin;
    });

    test('a withdrawal without a fund password shows why, and its button leads to the screen that sets one', async ({
      page,
    }) => {
      const submitted: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/wallet/out') submitted.push(request.url());
      });
      await page.goto('/#/pages/fund/withdraw?currency=3');
      const notice = page.getByRole('alert').filter({ hasText: text.notice });
      await expect(notice).toBeVisible();
      // no form the server could only refuse
      await expect(field(page, text.fundPassword)).toHaveCount(0);
      await photograph(page, `withdraw-no-fund-password-${language}`);
      await notice.getByRole('link', { name: text.setFundPassword }).click();
      await expect(page).toHaveURL(/#\/pages\/setting\/payPassword$/);
      await expect(page.getByRole('heading', { name: text.payTitle, level: 1 })).toBeVisible();
      expect(submitted).toEqual([]);
    });

    test('a new account sets its fund password with the e-mailed code, then withdraws with a withdrawal code', async ({
      page,
    }) => {
      await page.goto('/#/pages/fund/withdraw?currency=3');
      await page.getByRole('link', { name: text.setFundPassword }).click();
      await expect(page.getByRole('heading', { name: text.payTitle, level: 1 })).toBeVisible();

      // the fund password, proven by the code the sandbox e-mailed (read from its outbox)
      const safe = await readCodeSentBy(page, text.sendCode, login, 'safe');
      await field(page, text.code).fill(safe);
      await field(page, text.newPassword).fill('fund7788');
      await field(page, text.confirmPassword).fill('fund7788');
      await photograph(page, `pay-password-${language}`);
      await page.getByRole('button', { name: text.submitPassword }).click();
      await expectToast(page, text.passwordSet);

      // back on the withdrawal screen, which now shows its form
      await expect(page).toHaveURL(/#\/pages\/fund\/withdraw/);
      await expect(field(page, text.fundPassword)).toBeVisible();
      await expect(page.getByText(text.notice)).toHaveCount(0);
      await field(page, text.address).fill('TXk8rQSAvPvBBNtqSoY6nCfsXWCSSpTVQF');
      await field(page, text.amount).fill('20');
      await field(page, text.fundPassword).fill('fund7788');
      const code = await readCodeSentBy(page, text.sendCode, login, 'withdraw');
      expect(code).not.toBe(safe);
      await field(page, text.withdrawalCode).fill(code);
      await photograph(page, `withdraw-form-${language}`);
      await page.getByRole('button', { name: text.withdraw, exact: true }).click();
      const sheet = page.getByRole('dialog', { name: text.confirmTitle });
      await sheet.getByRole('button', { name: text.confirm }).click();
      await expect(page).toHaveURL(/receive_withdraw_record\?tab=withdraw/);
      await expect(page.getByRole('list', { name: text.records }).getByRole('listitem').first()).toContainText(
        text.underReview,
      );
      // both codes were used once
      const answer = await page.request.get(`/api/__sandbox/outbox?to=${encodeURIComponent(login)}`);
      const sent = (await answer.json()) as Array<{ code: string; status: string }>;
      expect(sent.map((message) => [message.code, message.status])).toEqual([
        [code, 'used'],
        [safe, 'used'],
      ]);
    });
  });
}
