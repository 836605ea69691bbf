/** What the product journeys read and tap, in Japanese and in English: the forms, their sheets and the orders. */
import type { Page } from '../support/test';

export const PRODUCT_TEXTS = {
  en: {
    cancel: 'Cancel',
    confirm: 'Confirm',
    lock: {
      amount: 'Amount to lock',
      submit: 'Lock',
      sheet: 'Confirm the lock',
      order: /^Lock-up order/,
      redeem: {
        submit: 'Redeem early',
        sheet: 'Redeem early',
        confirm: 'Redeem',
        tab: 'Redeemed',
        state: 'Redeemed early',
      },
    },
    dual: {
      link: /^Buy ETH Dual/,
      shares: 'Shares',
      submit: 'Buy',
      sheet: 'Confirm the purchase',
      order: /^ETH Dual \d+D investment/,
    },
    ieo: {
      link: /^Subscribe: .*\(NOVA\)/,
      amount: 'Quantity to subscribe',
      submit: 'Subscribe',
      sheet: 'Confirm the subscription',
      mine: 'My subscription',
      order: /^NOVA subscription/,
    },
    follow: {
      link: 'Follow AlphaWave',
      form: 'Follow trader',
      multiple: 'Multiple',
      submit: 'Follow',
      sheet: 'Confirm following',
    },
  },
  jp: {
    cancel: 'キャンセル',
    confirm: '確認',
    lock: {
      amount: 'ロック数量',
      submit: 'ロックする',
      sheet: 'ロックの確認',
      order: /^ロック注文/,
      redeem: { submit: '途中解約', sheet: '途中解約', confirm: '解約する', tab: '償還済み', state: '途中解約' },
    },
    dual: {
      link: /^ETH .* を購入$/,
      shares: '口数',
      submit: '購入する',
      sheet: '購入の確認',
      order: /^ETH デュアル投資 \d+日/,
    },
    ieo: {
      link: /^申し込む：.*（NOVA）/,
      amount: '申込数量',
      submit: '申し込む',
      sheet: '申込の確認',
      mine: '自分の申込',
      order: /^NOVA の申込/,
    },
    follow: {
      link: 'AlphaWave をフォロー',
      form: 'トレーダーをフォロー',
      multiple: '倍率',
      submit: 'フォローする',
      sheet: 'フォロー内容の確認',
    },
  },
} as const;

/** Opens the follow form of the first trader, a multiple of 1 and the risk accepted; answers its submit button. */
export async function fillFollowForm(page: Page, language: keyof typeof PRODUCT_TEXTS) {
  const text = PRODUCT_TEXTS[language].follow;
  await page.goto('/#/pages/copytrade/copy');
  await page.getByRole('link', { name: text.link }).first().click();
  const form = page.getByRole('form', { name: text.form });
  await form.getByLabel(text.multiple, { exact: true }).fill('1');
  await form.getByRole('checkbox').check();
  return form.getByRole('button', { name: text.submit, exact: true });
}
