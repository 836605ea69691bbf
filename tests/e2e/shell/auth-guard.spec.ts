import { expectToast } from '../support/toasts';
import { expect, test } from '../support/test';
import { routePath } from '../support/session';
import { mockNow } from '../support/mock-clock';

test('a fresh visit asks to log in first and opens login 1.2 s later', async ({ page }) => {
  // the instants the notice shows and the login route opens, on the page's clock
  await page.addInitScript(() => {
    const marks = { toastAt: 0, loginAt: 0 };
    (window as unknown as { __marks: typeof marks }).__marks = marks;
    // the login route replaces the address (no hashchange): its screen's first change of the page marks it
    new MutationObserver(() => {
      if (!marks.toastAt && document.body?.innerText.includes('先にログインしてください'))
        marks.toastAt = performance.now();
      if (!marks.loginAt && location.hash.startsWith('#/pages/common/login')) marks.loginAt = performance.now();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  // the page's clock moves only as the journey steps it, 50 ms at a time: the delay it reads is the app's, not
  // the machine's
  await page.clock.pauseAt((await mockNow(page.request)) + 60_000);
  await page.goto('/');
  const marks = () =>
    page.evaluate(() => (window as unknown as { __marks: { toastAt: number; loginAt: number } }).__marks);
  await expect
    .poll(async () => (await page.clock.runFor(50), (await marks()).loginAt), { intervals: [50], timeout: 30_000 })
    .toBeGreaterThan(0);
  const { toastAt, loginAt } = await marks();
  expect(toastAt).toBeGreaterThan(0);
  expect(loginAt - toastAt).toBeGreaterThanOrEqual(1_150);
  expect(loginAt - toastAt).toBeLessThanOrEqual(1_250);
  await page.clock.resume();
  await expect.poll(() => routePath(page)).toBe('/pages/common/login');
  // login is told where to return to
  expect(new URL(page.url()).hash).toContain('redirect=');
});

test('a protected page asked for by address also needs the token', async ({ page }) => {
  await page.goto('/#/pages/fund/assets');
  await expectToast(page, '先にログインしてください');
  await expect.poll(() => routePath(page)).toBe('/pages/common/login');
});

test('public pages open without a token', async ({ page }) => {
  await page.goto('/#/pages/download/download');
  await expect(page.getByRole('heading', { name: 'アプリのダウンロード', level: 1 })).toBeVisible();
  // past the 1.2 s a protected page would wait before it sends the user to login
  await page.clock.runFor(2_000);
  expect(routePath(page)).toBe('/pages/download/download');
});
