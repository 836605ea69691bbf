/**
 * The `test` every journey uses: Playwright's, with the browser's clock set to the mock's before the journey's first
 * navigation. The mock runs at the instant the configuration pins (MOCK_NOW), not at the hour the suite runs, and a
 * browser at another time would read every date, countdown and chart bar of the mock as days away. The browser's
 * clock then runs on by itself; the app still learns the server's time from each answer's Date header, so a
 * journey that moves the mock's clock forward sees the server ahead, as a phone whose clock is late would.
 * `clockSkewMs` sets the browser that far from the mock's clock instead (negative: the browser is behind, the
 * server ahead), as a phone set by hand is.
 * `E2E_CPU_SLOWDOWN=N` runs every page's CPU N times slower (Chromium's CPU throttling), as on a slower machine:
 * a journey that only passes when the page is quick shows itself on a fast one.
 */
import { test as base, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page } from '@playwright/test';

import { mockNow } from './mock-clock';
import { CPU_SLOWDOWN } from './slowdown';
import { recordToasts } from './toasts';

/** Runs the page's CPU `CPU_SLOWDOWN` times slower (nothing when it is 1). */
export async function slowDown(context: BrowserContext, page: Page): Promise<void> {
  if (CPU_SLOWDOWN === 1) return;
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** Sets the context's browser clock to the mock's, `skewMs` apart, before its first page opens. */
export async function installMockClock(context: BrowserContext, request: APIRequestContext, skewMs = 0) {
  await context.clock.install({ time: (await mockNow(request)) + skewMs });
}

export const test = base.extend<{ clockSkewMs: number }>({
  clockSkewMs: [0, { option: true }],
  context: async ({ context, request, clockSkewMs }, use) => {
    await installMockClock(context, request, clockSkewMs);
    await recordToasts(context);
    // a page a journey opens itself (a second tab, a pop-up) runs as slowly as the first
    context.on('page', (page) => void slowDown(context, page).catch(() => undefined));
    await use(context);
    // Playwright's reuse of the context (playwright.config.ts) resets all but what a journey granted
    await context.clearPermissions();
  },
  page: async ({ context, page }, use) => {
    await slowDown(context, page);
    await use(page);
  },
});
