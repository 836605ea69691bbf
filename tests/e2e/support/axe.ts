import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** WCAG 2.x A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const FOUND = ['serious', 'critical'];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Violation = AxeResults['violations'][number];

/** What a violation says, with the elements it was found on, readable in a failing test's output. */
const describeViolation = (violation: Violation) =>
  `${violation.impact} ${violation.id}: ${violation.help}\n${violation.nodes
    .slice(0, 5)
    .map((node) => `    at ${node.target.join(' ')}`)
    .join('\n')}`;

/**
 * axe-core in the frame, loaded once: a page walked from route to route (hash changes, no reload) keeps it, where
 * loading its 550 KB again for every check cost half of each check.
 */
async function withAxe(frame: Frame) {
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
}

/**
 * The serious and critical accessibility violations axe-core finds on the page and its frames as it is now,
 * described. axe runs in the page itself, each frame's results merged in by axe's own messaging between frames.
 * A rule whose impact axe fixes below serious (axe gives every violation of such a rule that impact: `region`,
 * `heading-order`, the landmark rules...) is not run, since none of its findings could count; that is a third of
 * the rules and most of their cost, and a rule of no fixed impact still runs. Only violations are asked for
 * (`resultTypes`): axe computes the selectors of passing and inapplicable results for one element each instead of
 * all, the costly end of a run on a long list (axe-core's API documentation, "Performance").
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  for (const frame of page.frames()) await withAxe(frame);
  const violations = await page.evaluate(
    async ({ tags, found }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') & { _audit: AxeAudit } }).axe;
      const belowFound = axe._audit.rules.filter((rule) => rule.impact && !found.includes(rule.impact));
      const options: RunOptions = {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(belowFound.map((rule) => [rule.id, { enabled: false }])),
        resultTypes: ['violations'],
      };
      return (await axe.run(document, options)).violations;
    },
    { tags: TAGS, found: FOUND },
  );
  return violations.filter((violation) => FOUND.includes(violation.impact ?? '')).map(describeViolation);
}

/** The rules axe-core has loaded, with the impact each fixes for its violations (none when its checks decide). */
type AxeAudit = { rules: Array<{ id: string; impact?: string }> };
