import { expect, test } from '../support/test';
import { routeVisits } from '../support/app-routes';
import { seriousViolations } from '../support/axe';
import { watchProblems } from '../support/page-problems';
import { routePath, signIn } from '../support/session';

const LANGUAGES = ['jp', 'en'] as const;

/**
 * Every route of the route tree, signed in, in Japanese and in English, against what the suite serves (the
 * production build by default): the page shows text where it was asked for, logs no error, has no request fail,
 * and axe-core finds no serious or critical accessibility violation. A chunk that never evaluates in the build
 * leaves a page blank and silent; this is where that shows.
 */
for (const language of LANGUAGES) {
  for (const visit of routeVisits()) {
    test(`${visit.label} in ${language} renders with no error and no serious accessibility violation`, async ({
      page,
    }) => {
      const problems = watchProblems(page);
      await signIn(page, { language });
      await page.goto(visit.url);
      const main = page.getByRole('main');
      await expect(main, 'the page shows its main content').toBeVisible();
      await expect.poll(() => main.innerText(), { message: 'the page shows text' }).not.toBe('');
      await page.waitForLoadState('networkidle');
      expect(routePath(page), 'the route stays where it was asked for').toBe(visit.path);
      expect(problems, 'errors logged and requests failed').toEqual([]);
      expect(await seriousViolations(page), 'serious and critical accessibility violations').toEqual([]);
    });
  }
}
