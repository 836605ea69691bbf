import { expect, test } from '@playwright/test';
import { routeVisits } from '../support/app-routes';
import { watchProblems } from '../support/page-problems';
import { routePath, signIn } from '../support/session';

/**
 * Every route of the route tree, signed in, shows a page with text and logs no error. Against the production
 * build this catches what only the build does (a chunk that never evaluates leaves the page blank and silent).
 */
for (const visit of routeVisits()) {
  test(`${visit.label} renders`, async ({ page }) => {
    const problems = watchProblems(page);
    await signIn(page);
    await page.goto(visit.url);
    const main = page.getByRole('main');
    await expect(main, 'the page shows its main content').toBeVisible();
    await expect.poll(() => main.innerText(), { message: 'the page shows text' }).not.toBe('');
    await page.waitForLoadState('networkidle');
    expect(routePath(page), 'the route stays where it was asked for').toBe(visit.path);
    expect(problems).toEqual([]);
  });
}
