import { expect, test } from '../support/test';
import { routePath } from '../support/session';

test('a fresh visit asks to log in first and opens login after about 1.2 s', async ({ page }) => {
  // stamps, taken in the page on every frame: when the toast appears and when the login route is shown
  await page.addInitScript(() => {
    const marks = { toastAt: 0, loginAt: 0 };
    (window as unknown as { __marks: typeof marks }).__marks = marks;
    const check = () => {
      const now = performance.now();
      if (!marks.toastAt && document.body?.innerText.includes('先にログインしてください')) marks.toastAt = now;
      if (!marks.loginAt && location.hash.startsWith('#/pages/common/login')) marks.loginAt = now;
      if (!marks.loginAt) requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  await page.goto('/');
  await expect(page.getByText('先にログインしてください')).toBeVisible();
  await expect.poll(() => routePath(page), { timeout: 5_000 }).toBe('/pages/common/login');
  const marks = await page.evaluate(
    () => (window as unknown as { __marks: { toastAt: number; loginAt: number } }).__marks,
  );
  const delay = marks.loginAt - marks.toastAt;
  expect(marks.toastAt).toBeGreaterThan(0);
  expect(delay).toBeGreaterThanOrEqual(1_100);
  expect(delay).toBeLessThanOrEqual(2_500);
  // login is told where to return to
  expect(new URL(page.url()).hash).toContain('redirect=');
});

test('a protected page asked for by address also needs the token', async ({ page }) => {
  await page.goto('/#/pages/fund/assets');
  await expect(page.getByText('先にログインしてください')).toBeVisible();
  await expect.poll(() => routePath(page), { timeout: 5_000 }).toBe('/pages/common/login');
});

test('public pages open without a token', async ({ page }) => {
  await page.goto('/#/pages/download/download');
  await expect(page.getByRole('heading', { name: 'アプリのダウンロード', level: 1 })).toBeVisible();
  await page.waitForTimeout(1_500);
  expect(routePath(page)).toBe('/pages/download/download');
});
