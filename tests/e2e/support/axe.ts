import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.x A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

type Violation = { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] };

/** What a violation says, with the elements it was found on, readable in a failing test's output. */
const describeViolation = (violation: Violation) =>
  `${violation.impact} ${violation.id}: ${violation.help}\n${violation.nodes
    .slice(0, 5)
    .map((node) => `    at ${node.target.join(' ')}`)
    .join('\n')}`;

/**
 * The serious and critical accessibility violations axe-core finds on the page as it is now, described.
 * axe runs in the page itself (`setLegacyMode`): by default AxeBuilder opens a second, blank page for every check to
 * merge the frames' results in, which doubled the cost of each route of the walk. What legacy mode gives up is
 * frames of another origin, and the app has none of its own to check.
 * Only violations are asked for (`resultTypes`): axe still runs every rule on every element, but computes the
 * selectors of passing and inapplicable results for one element each instead of all, the costly end of a run on a
 * long list (axe-core's API documentation, "Performance").
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(describeViolation);
}
