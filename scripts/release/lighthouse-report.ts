/** Lighthouse results as the figures people read: category scores (0-100) and three core metrics. */
export type Category = 'performance' | 'accessibility' | 'best-practices';
export type AuditRow = {
  name: string;
  path: string;
  signedIn?: boolean;
  version: string;
  /** The audited categories' scores: a run asked for fewer categories has fewer. */
  scores: Partial<Record<Category, number>>;
  /** The metrics, measured by the performance category only. */
  metrics?: { lcpMs: number; tbtMs: number; cls: number };
};

/** The part of Lighthouse's result (LHR) these figures come from. */
export type LighthouseResult = {
  lighthouseVersion: string;
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
};

export const CATEGORIES: Category[] = ['performance', 'accessibility', 'best-practices'];

/** The row of one audit of `categories` (all three unless told). */
export function auditRow(
  name: string,
  path: string,
  lhr: LighthouseResult,
  categories: Category[] = CATEGORIES,
): AuditRow {
  const score = (category: Category) => {
    const value = lhr.categories[category]?.score;
    if (value === null || value === undefined) throw new Error(`Lighthouse gave no ${category} score for ${path}`);
    return Math.round(value * 100);
  };
  const metric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  return {
    name,
    path,
    version: lhr.lighthouseVersion,
    scores: Object.fromEntries(categories.map((category) => [category, score(category)])),
    metrics: categories.includes('performance')
      ? {
          lcpMs: metric('largest-contentful-paint'),
          tbtMs: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
        }
      : undefined,
  };
}

/** The run whose performance score is the median of the runs of one page (the lower middle one of an even count). */
export function medianRun(runs: AuditRow[]): AuditRow {
  if (runs.length === 0) throw new Error('no Lighthouse run to take the median of');
  const sorted = [...runs].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** A figure the run did not measure (a category it was not asked for) reads as a dash, never as a zero. */
const shown = (value: number | undefined, format: (value: number) => string = String) =>
  value === undefined ? '–' : format(value);

export function formatTable(rows: AuditRow[]): string {
  return [
    '| page | performance | accessibility | best practices | LCP | TBT | CLS |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.name} (\`${row.path}\`) | ${shown(row.scores.performance)} | ${shown(row.scores.accessibility)} | ${shown(row.scores['best-practices'])} | ${shown(row.metrics?.lcpMs, (ms) => `${(ms / 1000).toFixed(1)} s`)} | ${shown(row.metrics?.tbtMs, (ms) => `${Math.round(ms)} ms`)} | ${shown(row.metrics?.cls, (cls) => cls.toFixed(3))} |`,
    ),
  ].join('\n');
}

/** Every score of the given categories below the minimum, or not measured, described. */
export function shortfalls(rows: AuditRow[], categories: Category[], minimum: number): string[] {
  return rows.flatMap((row) =>
    categories.flatMap((category) => {
      const score = row.scores[category];
      if (score === undefined) return [`${row.name}: ${category} not audited`];
      return score < minimum ? [`${row.name}: ${category} ${score}, below ${minimum}`] : [];
    }),
  );
}
