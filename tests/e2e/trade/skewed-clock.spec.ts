/**
 * The trade screens on a phone whose clock is an hour off the server's, either way: the browser's clock is set
 * apart from the mock's (clockSkewMs), which stays where it is, so these journeys share the mock with the others.
 */
import { expect, test } from '../support/test';
import { watchProblems } from '../support/page-problems';
import { newToken, signIn } from '../support/session';
import { HOUR, countKlinePushes, expectLiveChart, pair } from './live-chart';

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
