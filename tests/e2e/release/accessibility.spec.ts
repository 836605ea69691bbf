import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { routeVisits } from '../support/app-routes';
import { signIn } from '../support/session';

const LANGUAGES = ['jp', 'en'] as const;

/** What a violation says, with the elements it was found on, readable in a failing test's output. */
const describe = (violation: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }) =>
  `${violation.impact} ${violation.id}: ${violation.help}\n${violation.nodes
    .slice(0, 5)
    .map((node) => `    at ${node.target.join(' ')}`)
    .join('\n')}`;

/**
 * axe-core over every route of the route tree, signed in, in Japanese and in English: no serious or critical
 * violation of WCAG 2 A/AA or of axe's best practices.
 */
for (const language of LANGUAGES) {
  for (const visit of routeVisits()) {
    test(`${visit.label} in ${language} has no serious accessibility violation`, async ({ page }) => {
      await signIn(page, { language });
      await page.goto(visit.url);
      const main = page.getByRole('main');
      await expect(main).toBeVisible();
      await expect.poll(() => main.innerText()).not.toBe('');
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      const serious = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
      expect(serious.map(describe)).toEqual([]);
    });
  }
}
