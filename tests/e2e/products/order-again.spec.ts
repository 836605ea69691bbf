/**
 * A product's purchase form takes the order after a cancelled confirmation sheet: its button is enabled again and
 * the order goes through (lock-up mining, dual investment, IEO, following a trader). The IEO form stays on screen
 * after a confirmed subscription and takes a second one too. In Japanese and in English.
 */
import { signInEachAsNewAccount } from '../support/session';
import { fillFollowForm, PRODUCT_TEXTS } from './product-texts';
import { submitAndAnswer } from '../support/confirm-sheet';
import { expect, test, type Page } from '../support/test';

for (const language of ['jp', 'en'] as const) {
  const text = PRODUCT_TEXTS[language];
  const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

  test.describe(language, () => {
    signInEachAsNewAccount(language);

    test('lock-up mining: a cancelled sheet, then the lock goes through', async ({ page }) => {
      await page.goto('/#/pages/lockming/buy?id=1');
      await page.getByLabel(text.lock.amount, { exact: true }).fill('500');
      await submitAndAnswer(page, button(page, text.lock.submit), text.lock.sheet, text.cancel);
      await submitAndAnswer(page, button(page, text.lock.submit), text.lock.sheet, text.confirm);
      await expect(page.getByRole('article', { name: text.lock.order })).toHaveCount(1);
    });

    test('dual investment: a cancelled sheet, then the purchase goes through', async ({ page }) => {
      await page.goto('/#/pages/invest/invest?type=put');
      await page.getByRole('link', { name: text.dual.link }).first().click();
      await page.getByLabel(text.dual.shares, { exact: true }).fill('1');
      await submitAndAnswer(page, button(page, text.dual.submit), text.dual.sheet, text.cancel);
      await submitAndAnswer(page, button(page, text.dual.submit), text.dual.sheet, text.confirm);
      await expect(page).toHaveURL(/#\/pages\/invest\/mine/);
    });

    test('IEO: a cancelled sheet, then two subscriptions in a row', async ({ page }) => {
      await page.goto('/#/pages/ieo/ieo?phase=progress');
      await page.getByRole('link', { name: text.ieo.link }).click();
      await page.getByLabel(text.ieo.amount, { exact: true }).fill('1000');
      const submit = button(page, text.ieo.submit);
      await submitAndAnswer(page, submit, text.ieo.sheet, text.cancel);
      await submitAndAnswer(page, submit, text.ieo.sheet, text.confirm);
      const mine = page.getByRole('region', { name: text.ieo.mine });
      await expect(mine).toContainText(/1,000(\.0+)? NOVA/);
      await submitAndAnswer(page, submit, text.ieo.sheet, text.confirm);
      await page.goto('/#/pages/ieo/order');
      await expect(page.getByRole('article', { name: text.ieo.order })).toHaveCount(2);
    });

    test('copy trading: a cancelled sheet, then the follow goes through', async ({ page }) => {
      const submit = await fillFollowForm(page, language);
      await submitAndAnswer(page, submit, text.follow.sheet, text.cancel);
      await submitAndAnswer(page, submit, text.follow.sheet, text.confirm);
      await expect(page).toHaveURL(/#\/pages\/copytrade\/my\?tab=traders/);
    });
  });
}
