import { expect, test } from '../support/test';
import { newToken, routePath, signIn } from '../support/session';
import { appText } from '../support/catalogue';
import { SCREEN_STATE_TEXTS } from './screen-state-texts';

test('an unknown path shows the not-found screen with a working way home', async ({ page }) => {
  await signIn(page);
  await page.goto('/#/pages/no/such-page');
  await expect(page.getByRole('heading', { name: 'ページが見つかりません' })).toBeVisible();
  await page.getByRole('link', { name: 'ホームへ戻る' }).click();
  await expect.poll(() => routePath(page)).toBe('/');
  await expect(page.getByRole('navigation', { name: 'メインメニュー' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ホーム' })).toHaveAttribute('aria-current', 'page');
});

/**
 * A record that does not exist (an IEO project, a dual investment product, an announcement) says so in the user's
 * language, with a way back and no "retry", which would only be refused again; the way back leaves it.
 */
for (const language of ['jp', 'en'] as const) {
  const text = SCREEN_STATE_TEXTS[language];
  test(`a record that does not exist says so, with a way back and no retry (${language})`, async ({ page }) => {
    await signIn(page, { token: newToken(), language });
    for (const address of [
      '/pages/ieo/subscribe?id=999999',
      '/pages/invest/purchase?id=999999',
      '/pages/mailMessage/ggDetail?id=999999',
    ]) {
      await page.goto(`/#${address}`);
      const refused = page.getByRole('main').getByRole('alert').filter({ hasText: text.notFound });
      await expect(refused).toBeVisible();
      await expect(refused.getByRole('button', { name: text.retry })).toHaveCount(0);
      await refused.getByRole('button', { name: text.back }).click();
      await expect.poll(() => routePath(page)).not.toBe(address.split('?')[0]);
      await expect(page.getByRole('main').getByRole('alert').filter({ hasText: text.notFound })).toHaveCount(0);
    }
  });
}

/**
 * A detail page's id is read by its route: one that is not a whole number above zero (letters, a negative, a
 * fraction, a name of Object's prototype, nothing) is a missing record, said in the user's language, as when the
 * address names none, and the page does not break.
 */
for (const language of ['jp', 'en'] as const) {
  test(`a malformed id in a detail page's address reads as a missing record (${language})`, async ({ page }) => {
    await signIn(page, { token: newToken(), language });
    for (const [address, missing] of [
      ['/pages/ieo/subscribe?id=abc', 'ieo:detail.notFound'],
      ['/pages/invest/purchase?id=-1', 'dual-investment:purchase.notFound'],
      ['/pages/follow/follow?id=__proto__', 'copy-trading:detail.notFound'],
      ['/pages/buy/bank?id=1.5', 'buy:noOrder'],
      ['/pages/nft/purchase_one?id=', 'nft:order.missing'],
    ] as const) {
      await page.goto(`/#${address}`);
      await expect(page.getByRole('main').getByText(appText(language, missing))).toBeVisible();
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    }
  });
}
