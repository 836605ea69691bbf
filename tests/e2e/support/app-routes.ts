import { readFileSync } from 'node:fs';
import { ROUTE_SAMPLES, type AppPath, type SampleSearch } from './route-samples';

const ROUTE_TREE = new URL('../../../src/gen/route-tree.gen.ts', import.meta.url);

/**
 * The paths of the app's route tree, read from the generated tree (`npm run generate` writes it from
 * src/routes), so that a route added later is visited without anyone listing it.
 */
export function appPaths(source = readFileSync(ROUTE_TREE, 'utf8')): AppPath[] {
  const union = /fullPaths:\s*((?:\|\s*'[^']*'\s*)+)/.exec(source);
  if (!union) throw new Error('no fullPaths union in the generated route tree: run npm run generate');
  return [...union[1].matchAll(/'([^']*)'/g)].map((match) => match[1] as AppPath);
}

export type RouteVisit = { path: AppPath; search?: SampleSearch; url: string; label: string };

/** One visit per route, or one per declared sample of its query. */
export function routeVisits(paths = appPaths()): RouteVisit[] {
  return paths.flatMap((path) =>
    (ROUTE_SAMPLES[path] ?? [undefined]).map((search) => {
      const query = search ? `?${new URLSearchParams(search)}` : '';
      return { path, search, url: `/#${path}${query}`, label: `${path}${query}` };
    }),
  );
}

/**
 * The visits in an order one page can walk: never the same path twice in a row, so that every visit mounts its
 * screen anew (a screen only given another query keeps its elements). The path with the most samples left goes
 * next, unless it was the last one; a sample left over at the end goes where neither neighbour has its path.
 */
export function walkOrder(visits: RouteVisit[]): RouteVisit[] {
  const left = new Map<AppPath, RouteVisit[]>();
  for (const visit of visits) left.set(visit.path, [...(left.get(visit.path) ?? []), visit]);
  const ordered: RouteVisit[] = [];
  for (let remaining = visits.length; remaining > 0; remaining--) {
    const previous = ordered.at(-1)?.path;
    const [path, samples] = [...left].sort(
      ([a, x], [b, y]) => (a === previous ? 1 : b === previous ? -1 : 0) || y.length - x.length,
    )[0];
    const visit = samples.shift()!;
    if (samples.length === 0) left.delete(path);
    const apart = (index: number) => ordered[index - 1]?.path !== path && ordered[index]?.path !== path;
    if (path !== previous) ordered.push(visit);
    else
      ordered.splice(
        ordered.findIndex((_, index) => apart(index)),
        0,
        visit,
      );
  }
  return ordered;
}

/** `items` in `count` runs of nearly equal length, in order. */
export function inRuns<T>(items: T[], count: number): T[][] {
  const size = Math.ceil(items.length / count);
  return Array.from({ length: count }, (_, run) => items.slice(run * size, (run + 1) * size)).filter(
    (run) => run.length,
  );
}
