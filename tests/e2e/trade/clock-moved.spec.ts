import { expect, test, type Page } from '../support/test';
import { watchProblems } from '../support/page-problems';
import { newToken, signIn } from '../support/session';
import { PAIRS } from './support';

const HOUR = 3_600_000;
const pair = `currency_id=${PAIRS.chart.currency_id}&legal_id=${PAIRS.chart.legal_id}`;
const ERROR_PAGE = { jp: '問題が発生しました', en: 'Something went wrong' } as const;
const PERIODS = { jp: { minute: '1分', five: '5分' }, en: { minute: '1m', five: '5m' } } as const;

/** Counts the k-line pushes the page receives, to wait for live bars after a load. */
function countKlinePushes(page: Page) {
  const count = { pushes: 0 };
  page.on('websocket', (socket) =>
    socket.on('framereceived', (frame) => {
      if (String(frame.payload).includes('"kline"')) count.pushes += 1;
    }),
  );
  return count;
}

/**
 * The chart has drawn its history and live bars have come in over it; the page is still the trade screen (no
 * error page, nothing thrown).
 */
async function expectLiveChart(page: Page, language: keyof typeof ERROR_PAGE, klines: { pushes: number }) {
  const before = klines.pushes;
  await expect.poll(() => klines.pushes, { timeout: 10_000 }).toBeGreaterThan(before + 1);
  await expect(page.getByRole('heading', { name: ERROR_PAGE[language] })).toHaveCount(0);
  await expect(page.getByText('Something went wrong!')).toHaveCount(0);
  const chart = page.getByTestId('kline-chart');
  await expect(chart).toHaveAttribute('data-bars', /^[1-9]\d*$/);
  await expect(chart.locator('canvas').first()).toBeVisible();
}

for (const [server, clockSkewMs] of [
  ['ahead of', -HOUR],
  ['behind', HOUR],
] as const) {
  test.describe(`the server's clock an hour ${server} the phone's`, () => {
    test.use({ clockSkewMs });
    for (const language of ['jp', 'en'] as const) {
      test(`the trade screens keep their chart as live bars come in, in ${language}`, async ({ page }) => {
        await signIn(page, { token: newToken(), language });
        const problems = watchProblems(page);
        const klines = countKlinePushes(page);

        await page.goto(`/#/pages/transaction/index?${pair}&section=seconds`);
        for (let load = 0; load < 3; load++) {
          if (load > 0) await page.reload();
          await expectLiveChart(page, language, klines);
        }
        for (const screen of ['currency', 'contract']) {
          await page.goto(`/#/pages/transaction/${screen}?${pair}`);
          await page.reload();
          await expectLiveChart(page, language, klines);
        }
        await page.goto('/#/pages/market/market?tab=coin');
        await page.reload();
        await page.locator('ul[aria-label] > li').first().getByRole('button').first().click();
        await expectLiveChart(page, language, klines);

        expect(problems.filter((problem) => /^(uncaught|console error)/.test(problem))).toEqual([]);
      });
    }
  });
}

for (const language of ['jp', 'en'] as const) {
  test(`the minute chart picks up again after the server's clock moved on, in ${language}`, async ({ page }) => {
    await signIn(page, { token: newToken(), language });
    const problems = watchProblems(page);
    const klines = countKlinePushes(page);
    await page.goto(`/#/pages/transaction/index?${pair}`);
    const minute = page.getByRole('button', { name: PERIODS[language].minute, exact: true });
    await minute.click();
    await expectLiveChart(page, language, klines);
    // two minutes later on the server's clock: the live minute bar is two bars past the history's last
    const moved = await page.request.post('/api/__sandbox/clock', { data: { advanceMs: 120_000 } });
    expect(moved.ok()).toBe(true);
    await expectLiveChart(page, language, klines);
    // back to the minute bars before another period's history has come: the chart starts again from the minute
    // history it has, older than the bar it drew last, and the live bars follow it
    await page.route('**/api/currency/new_timeshar?*period=5min*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.getByRole('button', { name: PERIODS[language].five, exact: true }).click();
    await minute.click();
    await expectLiveChart(page, language, klines);
    expect(problems.filter((problem) => /^(uncaught|console error)/.test(problem))).toEqual([]);
  });
}
