/** The chart after the server's clock moved on (the mock's clock moves: a journey of the own-clock project). */
import { moveMockClock } from '../support/mock-clock';
import { expect, test, type Page } from '../support/test';
import { watchProblems } from '../support/page-problems';
import { newToken, signIn } from '../support/session';
import { PERIODS, countKlinePushes, expectLiveChart, pair } from './live-chart';

/** Minute bars the chart leaves out between its first and its last (the bars it holds are one a minute). */
async function missingMinutes(page: Page): Promise<number> {
  const chart = page.getByTestId('kline-chart');
  const [first, last, bars] = await Promise.all(
    ['data-first', 'data-last', 'data-bars'].map(async (name) => Number(await chart.getAttribute(name))),
  );
  return (last - first) / 60 + 1 - bars;
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
    await moveMockClock(page.request, 120_000);
    await expectLiveChart(page, language, klines);
    // a day more (a phone left overnight): the minutes between the last bar drawn and the live one are filled in
    await moveMockClock(page.request, 86_400_000);
    await expectLiveChart(page, language, klines);
    await expect.poll(() => missingMinutes(page)).toBe(0);
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
