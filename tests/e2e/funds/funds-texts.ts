/**
 * What the funds journeys read and tap, in Japanese and in English: the withdrawal, conversion and loan repayment
 * forms, their sheets and the records their writes land in.
 */
import { sendAndReadCode } from '../support/outbox';
import type { Page } from '../support/test';

export const FUNDS_TEXTS = {
  en: {
    cancel: 'Cancel',
    confirm: 'Confirm',
    withdrawal: {
      address: 'Withdrawal address',
      amount: 'Amount',
      fundPassword: 'Fund password',
      code: 'Verification code',
      sendCode: 'Send code',
      submit: 'Withdraw',
      sheet: 'Confirm the withdrawal',
      records: 'Withdrawal records',
      underReview: 'Under review',
    },
    conversion: {
      form: 'Convert',
      amount: 'Amount',
      all: 'Amount: use all',
      convert: 'Convert now',
      sheet: 'Confirm the conversion',
      pay: 'You pay',
      fee: 'Fee',
      received: 'You receive',
      locked: /^Quote locked for \d+ seconds?$/,
      done: 'Asset exchange succeeded!',
      expired: 'This quote has expired. Get a new quote.',
    },
    ledger: { list: 'Movements', kind: /^Kind/, conversionIn: 'Conversion in' },
    loans: {
      list: 'My loans',
      loan: /^Loan #/,
      repay: 'Repay',
      sheet: 'Repayment',
      amount: 'Amount to repay',
      repaid: 'Repaid',
    },
  },
  jp: {
    cancel: 'キャンセル',
    confirm: '確認',
    withdrawal: {
      address: '出金アドレス',
      amount: '出金数量',
      fundPassword: '資金パスワード',
      code: '認証コード',
      sendCode: 'コードを送信',
      submit: '出金する',
      sheet: '出金の確認',
      records: '出金履歴',
      underReview: '審査中',
    },
    conversion: {
      form: '通貨交換',
      amount: '数量',
      all: '数量：全額を入力',
      convert: '交換する',
      sheet: '通貨交換の確認',
      pay: '支払う数量',
      fee: '手数料',
      received: '受取予定',
      locked: /^見積もりはあと \d+ 秒有効です$/,
      done: '両替が完了しました',
      expired: 'この見積もりは有効期限が切れました。新しい見積もりを取得してください。',
    },
    ledger: { list: '資金の動き', kind: /^種類/, conversionIn: '交換で受取' },
    loans: {
      list: 'マイローン',
      loan: /^ローン #/,
      repay: '返済する',
      sheet: '返済',
      amount: '返済額',
      repaid: '返済済み',
    },
  },
} as const;

/**
 * Opens the USDT withdrawal form and fills it for 20 USDT to an address, with the fund password set before
 * (support/outbox.ts) and a withdrawal code read from the sandbox's outbox at `login`; answers its submit button.
 */
export async function fillWithdrawal(page: Page, language: keyof typeof FUNDS_TEXTS, login: string) {
  const text = FUNDS_TEXTS[language].withdrawal;
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await page.goto('/#/pages/fund/withdraw?currency=3');
  await field(text.address).fill('TXk8rQSAvPvBBNtqSoY6nCfsXWCSSpTVQF');
  await field(text.amount).fill('20');
  await field(text.fundPassword).fill('fund7788');
  const send = () => page.getByRole('button', { name: text.sendCode }).click();
  await field(text.code).fill(await sendAndReadCode(page, send, login, 'withdraw'));
  return page.getByRole('button', { name: text.submit, exact: true });
}
