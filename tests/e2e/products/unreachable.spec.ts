/**
 * A product bought while the exchange cannot be reached says so, in Japanese and in English: lock-up mining, its
 * early redemption, dual investment, an IEO subscription and following a trader, each confirmed with the connection
 * refused, then with a gateway's 502, then with the exchange answering (support/outage.ts): the user reads why, the
 * button comes back, and the one order the last tap placed (or redeemed) is the only one.
 */
import { confirmThroughOutage } from '../support/outage';
import { newToken, signIn } from '../support/session';
import { expect, test, type Locator, type Page } from '../support/test';
import { fillFollowForm, PRODUCT_TEXTS } from './product-texts';

for (const language of ['jp', 'en'] as const) {
  const text = PRODUCT_TEXTS[language];
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
      await redeem.click();
      const calls = await confirmThroughOutage(page, {
        language,
        sheet: page.getByRole('dialog', { name: text.lock.redeem.sheet }),
        confirmLabel: text.lock.redeem.confirm,
        writePath: '/lh/deposit/order/cancel',
        reopen: () => redeem.click(),
      });
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
      const calls = await buyThroughOutage(page, button(page, text.dual.submit), text.dual.sheet, '/dual/buyDual');
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
      const calls = await buyThroughOutage(page, button(page, text.ieo.submit), text.ieo.sheet, '/project/order');
      expect(calls).toEqual(['POST', 'POST', 'POST']);
      await page.goto('/#/pages/ieo/order');
      await expect(page.getByRole('article', { name: text.ieo.order })).toHaveCount(1);
    });

    test('copy trading: a follow confirmed while the exchange is unreachable says why, then goes through once', async ({
      page,
    }) => {
      const submit = await fillFollowForm(page, language);
      const calls = await buyThroughOutage(page, submit, text.follow.sheet, '/follow/follow');
      expect(calls).toEqual(['POST', 'POST', 'POST']);
      await expect(page).toHaveURL(/#\/pages\/copytrade\/my\?tab=traders/);
    });
  });
}
