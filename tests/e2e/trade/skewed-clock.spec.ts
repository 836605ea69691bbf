/**
 * The trade screens on a phone whose clock is an hour off the server's, either way: the browser's clock is set
 * apart from the mock's (clockSkewMs), which stays where it is, so these journeys share the mock with the others.
 * Each screen is its own journey: a chart waits for live bars, which come at the market's pace.
 */
import { expect, test, type Page } from '../support/test';
import { watchProblems } from '../support/page-problems';
import { newToken, signIn } from '../support/session';
import { HOUR, countKlinePushes, expectLiveChart, pair } from './live-chart';

const LANGUAGES = ['jp', 'en'] as const;

/** Signs in as a new account and counts what goes wrong and the k-line pushes from then on. */
async function start(page: Page, language: (typeof LANGUAGES)[number]) {
  await signIn(page, { token: newToken(), language });
  return { problems: watchProblems(page), klines: countKlinePushes(page) };
}

const thrown = (problems: string[]) => problems.filter((problem) => /^(uncaught|console error)/.test(problem));

for (const [server, clockSkewMs] of [
  ['ahead of', -HOUR],
  ['behind', HOUR],
] as const) {
  test.describe(`the server's clock an hour ${server} the phone's`, () => {
    test.use({ clockSkewMs });
    for (const language of LANGUAGES) {
      test(`the trade tab keeps its chart as live bars come in, loaded three times, in ${language}`, async ({
        page,
      }) => {
        const { problems, klines } = await start(page, language);
        await page.goto(`/#/pages/transaction/index?${pair}&section=seconds`);
        for (let load = 0; load < 3; load++) {
          if (load > 0) await page.reload();
          await expectLiveChart(page, language, klines);
        }
        expect(thrown(problems)).toEqual([]);
      });

      test(`the spot and futures screens keep their chart as live bars come in, in ${language}`, async ({ page }) => {
        const { problems, klines } = await start(page, language);
        for (const [index, screen] of ['currency', 'contract'].entries()) {
          await page.goto(`/#/pages/transaction/${screen}?${pair}`);
          // each screen loaded afresh: the first opens the page, the second would otherwise be a hash change
          if (index > 0) await page.reload();
          await expectLiveChart(page, language, klines);
        }
        expect(thrown(problems)).toEqual([]);
      });

      test(`a pair opened from the market list shows its live chart, in ${language}`, async ({ page }) => {
        const { problems, klines } = await start(page, language);
        await page.goto('/#/pages/market/market?tab=coin');
        const name = page.locator('ul[aria-label] > li').first().getByRole('button').first();
        const pairName = (await name.textContent())!.match(/^[A-Z0-9]+/)![0];
        await name.click();
        await expect(page).toHaveURL(/#\/pages\/transaction\/index\?.*currency_id=\d+/);
        await expect(page.getByRole('button', { name: new RegExp(`^${pairName}/`) }).first()).toBeVisible();
        await expectLiveChart(page, language, klines);
        expect(thrown(problems)).toEqual([]);
      });
    }
  });
}
