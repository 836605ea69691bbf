import { expect, test } from '../support/test';
import { isGone } from '../support/routes';
import { routePath, signIn, storedToken, TOKEN } from '../support/session';

test('a 999 answer logs the user out and opens login', async ({ page }) => {
  await signIn(page);
  // the market tab makes no wallet call: the session is intact there
  await page.goto('/#/pages/market/market');
  await expect(page.getByRole('heading', { name: 'マーケット', level: 1 })).toBeVisible();
  expect(await storedToken(page)).toBe(TOKEN);
  let expired = false;
  // from now on wallet calls answer with the contract's sessionExpired example (type "999"); every one, because
  // development mode (React StrictMode) may cancel and repeat the first request
  await page.route('**/api/wallet/**', async (route) => {
    expired = true;
    await route
      .continue({ headers: { ...route.request().headers(), prefer: 'example=sessionExpired' } })
      .catch((error: unknown) => {
        if (!isGone(error)) throw error;
      });
  });
  await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: '資産' }).click();
  await expect.poll(() => expired).toBe(true);
  await expect.poll(() => storedToken(page)).toBeNull();
  await expect.poll(() => routePath(page)).toBe('/pages/common/login');
});
