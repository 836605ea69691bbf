/**
 * A product bought while the exchange cannot be reached says so, in Japanese and in English: lock-up mining, dual
 * investment, an IEO subscription and following a trader, each confirmed with the connection refused, then with a
 * gateway's 502, then with the exchange answering (support/outage.ts): the user reads why, the button comes back,
 * and the one order the last tap placed is the only one.
 */
import { confirmThroughOutage } from '../support/outage';
import { newToken, signIn } from '../support/session';
import { expect, test, type Locator, type Page } from '../support/test';

const TEXTS = {
  en: {
    confirm: 'Confirm',
    lock: { amount: 'Amount to lock', submit: 'Lock', sheet: 'Confirm the lock', order: /^Lock-up order/ },
    dual: { link: /^Buy ETH Dual/, shares: 'Shares', submit: 'Buy', sheet: 'Confirm the purchase' },
    dualOrder: /^ETH Dual \d+D investment/,
    ieo: { link: /^Subscribe: .*\(NOVA\)/, amount: 'Quantity to subscribe', submit: 'Subscribe' },
    ieoSheet: 'Confirm the subscription',
    ieoOrder: /^NOVA subscription/,
    follow: { link: 'Follow AlphaWave', form: 'Follow trader', multiple: 'Multiple', submit: 'Follow' },
    followSheet: 'Confirm following',
  },
  jp: {
    confirm: '確認',
    lock: { amount: 'ロック数量', submit: 'ロックする', sheet: 'ロックの確認', order: /^ロック注文/ },
    dual: { link: /^ETH .* を購入$/, shares: '口数', submit: '購入する', sheet: '購入の確認' },
    dualOrder: /^ETH デュアル投資 \d+日/,
    ieo: { link: /^申し込む：.*（NOVA）/, amount: '申込数量', submit: '申し込む' },
    ieoSheet: '申込の確認',
    ieoOrder: /^NOVA の申込/,
    follow: { link: 'AlphaWave をフォロー', form: 'トレーダーをフォロー', multiple: '倍率', submit: 'フォローする' },
    followSheet: 'フォロー内容の確認',
  },
} as const;

for (const language of ['jp', 'en'] as const) {
  const text = TEXTS[language];
  const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
  /** Opens the sheet from its form's button, then confirms it through the outage; answers the write's calls. */
  const buyThroughOutage = async (page: Page, submit: Locator, sheetName: string, writePath: string) => {
    await submit.click();
    return confirmThroughOutage(page, {
      language,
      sheet: page.getByRole('dialog', { name: sheetName }),
      confirmLabel: text.confirm,
      writePath,
      reopen: () => submit.click(),
    });
  };

  test.describe(language, () => {
    test.beforeEach(async ({ page }) => {
      await signIn(page, { token: newToken(), language });
    });

    test('lock-up mining: a lock confirmed while the exchange is unreachable says why, then goes through once', async ({
      page,
    }) => {
      await page.goto('/#/pages/lockming/buy?id=1');
      await page.getByLabel(text.lock.amount, { exact: true }).fill('500');
      const calls = await buyThroughOutage(page, button(page, text.lock.submit), text.lock.sheet, '/lh/deposit');
      expect(calls).toEqual(['POST', 'POST', 'POST']);
      await expect(page.getByRole('article', { name: text.lock.order })).toHaveCount(1);
    });

    test('dual investment: a purchase confirmed while the exchange is unreachable says why, then goes through once', async ({
      page,
    }) => {
      await page.goto('/#/pages/invest/invest?type=put');
      await page.getByRole('link', { name: text.dual.link }).first().click();
      await page.getByLabel(text.dual.shares, { exact: true }).fill('1');
      const calls = await buyThroughOutage(page, button(page, text.dual.submit), text.dual.sheet, '/dual/buyDual');
      expect(calls).toEqual(['POST', 'POST', 'POST']);
      await expect(page).toHaveURL(/#\/pages\/invest\/mine/);
      await expect(page.getByRole('article', { name: text.dualOrder })).toHaveCount(1);
    });

    test('IEO: a subscription confirmed while the exchange is unreachable says why, then goes through once', async ({
      page,
    }) => {
      await page.goto('/#/pages/ieo/ieo?phase=progress');
      await page.getByRole('link', { name: text.ieo.link }).click();
      await page.getByLabel(text.ieo.amount, { exact: true }).fill('1000');
      const calls = await buyThroughOutage(page, button(page, text.ieo.submit), text.ieoSheet, '/project/order');
      expect(calls).toEqual(['POST', 'POST', 'POST']);
      await page.goto('/#/pages/ieo/order');
      await expect(page.getByRole('article', { name: text.ieoOrder })).toHaveCount(1);
    });

    test('copy trading: a follow confirmed while the exchange is unreachable says why, then goes through once', async ({
      page,
    }) => {
      await page.goto('/#/pages/copytrade/copy');
      await page.getByRole('link', { name: text.follow.link }).first().click();
      const form = page.getByRole('form', { name: text.follow.form });
      await form.getByLabel(text.follow.multiple, { exact: true }).fill('1');
      await form.getByRole('checkbox').check();
      const submit = form.getByRole('button', { name: text.follow.submit, exact: true });
      const calls = await buyThroughOutage(page, submit, text.followSheet, '/follow/follow');
      expect(calls).toEqual(['POST', 'POST', 'POST']);
      await expect(page).toHaveURL(/#\/pages\/copytrade\/my\?tab=traders/);
    });
  });
}
