/** Lighthouse results as the figures people read: category scores (0-100) and three core metrics. */
export type Category = 'performance' | 'accessibility' | 'best-practices';
export type AuditRow = {
  name: string;
  path: string;
  signedIn?: boolean;
  version: string;
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

/** The part of Lighthouse's result (LHR) these figures come from. */
export type LighthouseResult = {
  lighthouseVersion: string;
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
};

const CATEGORIES: Category[] = ['performance', 'accessibility', 'best-practices'];

export function auditRow(name: string, path: string, lhr: LighthouseResult): AuditRow {
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
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, score(category)])) as Record<Category, number>,
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}

/** The run whose performance score is the median of the runs of one page (the lower middle one of an even count). */
export function medianRun(runs: AuditRow[]): AuditRow {
  if (runs.length === 0) throw new Error('no Lighthouse run to take the median of');
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

export function formatTable(rows: AuditRow[]): string {
  return [
    '| page | performance | accessibility | best practices | LCP | TBT | CLS |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.name} (\`${row.path}\`) | ${row.scores.performance} | ${row.scores.accessibility} | ${row.scores['best-practices']} | ${(row.lcpMs / 1000).toFixed(1)} s | ${Math.round(row.tbtMs)} ms | ${row.cls.toFixed(3)} |`,
    ),
  ].join('\n');
}

/** Every score of the given categories below the minimum, described. */
export function shortfalls(rows: AuditRow[], categories: Category[], minimum: number): string[] {
  return rows.flatMap((row) =>
    categories
      .filter((category) => row.scores[category] < minimum)
      .map((category) => `${row.name}: ${category} ${row.scores[category]}, below ${minimum}`),
  );
}
