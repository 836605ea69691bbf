import { describe, expect, it } from 'vitest';
import { appPaths, routeVisits } from './app-routes';

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
