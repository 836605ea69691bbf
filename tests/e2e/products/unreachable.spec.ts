/**
 * A product bought while the exchange cannot be reached says so, in Japanese and in English: lock-up mining, its
 * early redemption, dual investment, an IEO subscription and following a trader, each confirmed with the connection
 * refused, then with a gateway's 502, then with the exchange answering (support/outage.ts): the user reads why, the
 * button comes back, and the one order the last tap placed (or redeemed) is the only one.
 */
import { submitsThroughOutage } from '../support/outage';
import { signInEachAsNewAccount } from '../support/session';
import { expect, test, type Page } from '../support/test';
import { fillFollowForm, PRODUCT_TEXTS } from './product-texts';

for (const language of ['jp', 'en'] as const) {
  const text = PRODUCT_TEXTS[language];
  const throughOutage = submitsThroughOutage(language, text.confirm);
  const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

  test.describe(language, () => {
    signInEachAsNewAccount(language);

    test('lock-up mining: a lock confirmed while the exchange is unreachable says why, then goes through once', async ({
      page,
    }) => {
      await page.goto('/#/pages/lockming/buy?id=1');
      await page.getByLabel(text.lock.amount, { exact: true }).fill('500');
      const calls = await throughOutage(page, button(page, text.lock.submit), text.lock.sheet, '/lh/deposit');
      expect(calls).toEqual(['POST', 'POST', 'POST']);
      await expect(page.getByRole('article', { name: text.lock.order })).toHaveCount(1);
    });

    test('lock-up mining: an early redemption confirmed while the exchange is unreachable says why, then is made once', async ({
      page,
    }) => {
      await page.goto('/#/pages/lockming/buy?id=1');
      await page.getByLabel(text.lock.amount, { exact: true }).fill('500');
      await button(page, text.lock.submit).click();
      await page.getByRole('dialog', { name: text.lock.sheet }).getByRole('button', { name: text.confirm }).click();
      const order = page.getByRole('article', { name: text.lock.order });
      await expect(order).toHaveCount(1);
      const redeem = order.getByRole('button', { name: text.lock.redeem.submit, exact: true });
      const calls = await throughOutage(
        page,
        redeem,
        text.lock.redeem.sheet,
        '/lh/deposit/order/cancel',
        text.lock.redeem.confirm,
      );
      expect(calls).toEqual(['POST', 'POST', 'POST']);
      await expect(order).toHaveCount(0);
      await page.getByRole('tab', { name: text.lock.redeem.tab }).click();
      await expect(page.getByRole('article', { name: text.lock.order })).toHaveCount(1);
      await expect(page.getByRole('article', { name: text.lock.order })).toContainText(text.lock.redeem.state);
    });

    test('dual investment: a purchase confirmed while the exchange is unreachable says why, then goes through once', async ({
      page,
    }) => {
      await page.goto('/#/pages/invest/invest?type=put');
      await page.getByRole('link', { name: text.dual.link }).first().click();
      await page.getByLabel(text.dual.shares, { exact: true }).fill('1');
      const calls = await throughOutage(page, button(page, text.dual.submit), text.dual.sheet, '/dual/buyDual');
      expect(calls).toEqual(['POST', 'POST', 'POST']);
      await expect(page).toHaveURL(/#\/pages\/invest\/mine/);
      await expect(page.getByRole('article', { name: text.dual.order })).toHaveCount(1);
    });

    test('IEO: a subscription confirmed while the exchange is unreachable says why, then goes through once', async ({
      page,
    }) => {
      await page.goto('/#/pages/ieo/ieo?phase=progress');
      await page.getByRole('link', { name: text.ieo.link }).click();
      await page.getByLabel(text.ieo.amount, { exact: true }).fill('1000');
      const calls = await throughOutage(page, button(page, text.ieo.submit), text.ieo.sheet, '/project/order');
      expect(calls).toEqual(['POST', 'POST', 'POST']);
      await page.goto('/#/pages/ieo/order');
      await expect(page.getByRole('article', { name: text.ieo.order })).toHaveCount(1);
    });

    test('copy trading: a follow confirmed while the exchange is unreachable says why, then goes through once', async ({
      page,
    }) => {
      const submit = await fillFollowForm(page, language);
      const calls = await throughOutage(page, submit, text.follow.sheet, '/follow/follow');
      expect(calls).toEqual(['POST', 'POST', 'POST']);
      await expect(page).toHaveURL(/#\/pages\/copytrade\/my\?tab=traders/);
    });
  });
}
