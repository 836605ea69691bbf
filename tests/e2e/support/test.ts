/**
 * The `test` every journey uses: Playwright's, with the browser's clock set to the mock's before the first page
 * opens. The mock runs at the instant the configuration pins (MOCK_NOW), not at the hour the suite runs, and a
 * browser at another time would read every date, countdown and chart bar of the mock as days away. The browser's
 * clock then runs on by itself; the app still learns the server's time from each answer's Date header, so a
 * journey that moves the mock's clock forward sees the server ahead, as a phone whose clock is late would.
 * `clockSkewMs` sets the browser that far from the mock's clock instead (negative: the browser is behind, the
 * server ahead), as a phone set by hand is.
 */
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page } from '@playwright/test';

export const test = base.extend<{ clockSkewMs: number }>({
  clockSkewMs: [0, { option: true }],
  context: async ({ context, request, clockSkewMs }, use) => {
    const answer = await request.get('/api/__sandbox/stats');
    if (!answer.ok()) throw new Error(`the mock's clock could not be read: ${answer.status()}`);
    const { clock } = (await answer.json()) as { clock: { now: number } };
    await context.clock.install({ time: clock.now + clockSkewMs });
    await use(context);
  },
});
