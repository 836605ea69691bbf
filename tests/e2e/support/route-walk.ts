import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, installMockClock, slowDown } from './test';
import { watchProblems } from './page-problems';
import { routePath, signIn } from './session';
import type { RouteVisit } from './app-routes';

/**
 * One signed-in page that walks from route to route as a user taps through the app (a hash change, no reload),
 * watching what goes wrong on the way. Its browser clock is the mock's, as every journey's is; its screen is the
 * project's unless `width` asks for a narrower phone.
 */
export async function openWalker(browser: Browser, testInfo: TestInfo, language: string, width?: number) {
  const { baseURL, locale, hasTouch, isMobile, reducedMotion, viewport: projectViewport } = testInfo.project.use;
  const viewport = width && projectViewport ? { ...projectViewport, width } : projectViewport;
  const context = await browser.newContext({ baseURL, viewport, locale, hasTouch, isMobile, reducedMotion });
  await installMockClock(context, context.request);
  const page = await context.newPage();
  await slowDown(context, page);
  const problems = watchProblems(page);
  const inFlight = requestsInFlight(page);
  await signIn(page, { language });
  await page.goto('/#/pages/index/index');
  await expect(page.getByRole('main')).toBeVisible();
  return { page, problems, inFlight, close: () => context.close() };
}

export type Walker = Awaited<ReturnType<typeof openWalker>>;

/** The page's HTTP requests still waiting for an answer (the socket's own transport aside). */
function requestsInFlight(page: Page) {
  const open = new Set<object>();
  page.on('request', (request) => {
    if (!request.url().includes('/socket.io/')) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return open;
}

/** Two of the page's frames: what an answer just settled has rendered, and asked for, by then. */
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * The page's animations that end (the page's fade-in, a sheet sliding up; not a spinner) have ended: axe reads
 * colours as they are drawn, and text still fading in has too little contrast.
 */
const animationsEnded = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Infinity)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

/** The route's own screen once `walkTo` has marked the one before it as left (a page slides out beside the next). */
export const SHOWN_SCREEN = 'main:not([data-left])';

/**
 * Opens the route and waits until its screen is the one shown, with text, the page asks for nothing more (no
 * request in flight, still none two frames later) and it has finished coming in. What the screen logged or failed
 * meanwhile is in `problems`.
 */
export async function walkTo({ page, problems, inFlight }: Walker, visit: RouteVisit) {
  // the screen before is marked: the route's own screen is the main element that comes after it
  await page.evaluate(() => document.querySelectorAll('main').forEach((main) => main.setAttribute('data-left', '')));
  problems.length = 0;
  await page.goto(visit.url);
  const main = page.locator(SHOWN_SCREEN);
  await expect(main, 'the page shows its main content').toBeVisible();
  // a locator assertion retries within the page as it renders; a poll from here would wait out its own intervals
  await expect(main, 'the page shows text').toHaveText(/\S/, { useInnerText: true });
  await expect
    .poll(async () => inFlight.size === 0 && (await twoFrames(page), inFlight.size === 0), {
      message: 'the page stops asking for data',
      // each probe already waits two frames: probing again soon after costs less than the default back-off
      intervals: [50],
    })
    .toBe(true);
  await animationsEnded(page);
  expect(routePath(page), 'the route stays where it was asked for').toBe(visit.path);
}
