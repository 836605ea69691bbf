import { describe, expect, it } from 'vitest';
import { appPaths, inRuns, routeVisits, walkOrder } from './app-routes';

describe('the routes the release tests visit', () => {
  it('come from the generated route tree, every path of it', () => {
    const paths = appPaths();
    expect(paths).toContain('/pages/common/login');
    expect(paths).toContain('/pages/index/index');
    expect(new Set(paths).size).toBe(paths.length);
    expect(() => appPaths('export const nothing = 1')).toThrow('fullPaths');
  });

  it('visit a route once per declared sample, and once without a query when it declares none', () => {
    const visits = routeVisits(['/pages/market/market', '/pages/setting/bill']);
    expect(visits.map((visit) => visit.url)).toEqual([
      '/#/pages/market/market?tab=coin',
      '/#/pages/market/market?tab=stock',
      '/#/pages/market/market?tab=favourites',
      '/#/pages/setting/bill',
    ]);
  });
});

describe('the walk of every route in one page', () => {
  const paths = ['/pages/market/market', '/pages/setting/bill', '/pages/transaction/order'] as const;

  it('visits every route once, never the same path twice in a row', () => {
    const visits = routeVisits([...paths]);
    const walk = walkOrder(visits);
    expect([...walk].sort((a, b) => a.url.localeCompare(b.url))).toEqual(
      [...visits].sort((a, b) => a.url.localeCompare(b.url)),
    );
    expect(walk.filter((visit, index) => index > 0 && walk[index - 1].path === visit.path)).toEqual([]);
  });

  it('splits the walk into runs of nearly equal length, in order', () => {
    const walk = walkOrder(routeVisits([...paths]));
    const runs = inRuns(walk, 3);
    expect(runs.flat()).toEqual(walk);
    expect(runs.map((run) => run.length)).toEqual([3, 3, 2]);
  });
});
