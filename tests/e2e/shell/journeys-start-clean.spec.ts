/**
 * Journeys share a tab per worker (playwright.config.ts, reuseContext): what one journey leaves in the tab is gone
 * when the next starts. The first journey signs in, stores, grants and moves the clock; the second, run after it
 * in the same tab, starts signed out, with nothing stored, nothing granted and the browser at the mock's instant.
 */
import { mockNow } from '../support/mock-clock';
import { routePath, signIn } from '../support/session';
import { expect, test } from '../support/test';

test.describe.configure({ mode: 'serial' });

const tabState = () => ({
  local: Object.keys(localStorage).sort(),
  session: Object.keys(sessionStorage).sort(),
  now: Date.now(),
});
const clipboardPermission = async () =>
  (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state;

test('a journey leaves its tab signed in, with storage, a permission and a clock a year ahead', async ({
  page,
  context,
}) => {
  await signIn(page, { language: 'en' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/#/pages/assets/index');
  await expect(page.getByRole('main').first()).toBeVisible();
  await page.clock.setSystemTime((await mockNow(page.request)) + 365 * 24 * 3_600_000);
  await page.evaluate(() => sessionStorage.setItem('left-by-the-last-journey', '1'));
  const left = await page.evaluate(tabState);
  expect(left.local).toContain('tradedesk:session');
  expect(left.session).toContain('left-by-the-last-journey');
  expect(await page.evaluate(clipboardPermission)).toBe('granted');
});

test('the next journey in that tab finds none of it', async ({ page }) => {
  const instant = await mockNow(page.request);
  await page.goto('/');
  await expect.poll(() => routePath(page)).toBe('/pages/common/login');
  const found = await page.evaluate(tabState);
  expect(found.local).not.toContain('tradedesk:session');
  expect(found.session).toEqual([]);
  expect(Math.abs(found.now - instant)).toBeLessThan(60_000);
  expect(await page.evaluate(clipboardPermission)).not.toBe('granted');
});
