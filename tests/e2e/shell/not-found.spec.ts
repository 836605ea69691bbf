import { expect, test } from '../support/test';
import { routePath, signIn } from '../support/session';

test('an unknown path shows the not-found screen with a working way home', async ({ page }) => {
  await signIn(page);
  await page.goto('/#/pages/no/such-page');
  await expect(page.getByRole('heading', { name: 'ページが見つかりません' })).toBeVisible();
  await page.getByRole('link', { name: 'ホームへ戻る' }).click();
  await expect.poll(() => routePath(page)).toBe('/');
  await expect(page.getByRole('navigation', { name: 'メインメニュー' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ホーム' })).toHaveAttribute('aria-current', 'page');
});
