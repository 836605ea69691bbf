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
