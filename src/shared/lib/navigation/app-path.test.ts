import { describe, expect, it } from 'vitest';
import { itReturnsEach } from '../../testing/returns-each';
import { appHref, isAppPath, withSearchParam } from './app-path';

const routes = { '/pages/setting/setting': {}, '/pages/common/login': {}, '/pages/fund/withdraw': {} };

describe('isAppPath', () => {
  itReturnsEach('%s -> %s', (path: string) => isAppPath(routes, path), [
    ['/pages/setting/setting', true],
    ['/pages/mailMessage/mailMessage', false],
    ['toString', false],
  ]);
});

describe('appHref', () => {
  itReturnsEach('%j -> %j', (value: string | undefined): string | undefined => appHref(routes, value), [
    ['/pages/setting/setting', '/pages/setting/setting'],
    ['/pages/fund/withdraw?currency=3', '/pages/fund/withdraw?currency=3'],
    // not a page of the app: a missing page, an inherited name
    ['/pages/mailMessage/mailMessage', undefined],
    ['/constructor', undefined],
    ['/__proto__?x=1', undefined],
    // not this origin, or not a path
    [undefined, undefined],
    ['', undefined],
    ['https://evil.example/', undefined],
    ['//evil.example/pages/setting/setting', undefined],
    ['/\\evil.example', undefined],
    ['pages/setting/setting', undefined],
    ['javascript:alert(1)', undefined],
  ]);
});

describe('withSearchParam', () => {
  it('adds the parameter and keeps the others', () => {
    expect(withSearchParam('/pages/common/login', 'area_code', '86')).toBe('/pages/common/login?area_code=86');
    const withAccount = appHref(routes, '/pages/common/login?account=ab%40cd.jp');
    expect(withAccount && withSearchParam(withAccount, 'area_code', '86')).toBe(
      '/pages/common/login?account=ab%40cd.jp&area_code=86',
    );
  });

  it('replaces an earlier value', () => {
    const withCode = appHref(routes, '/pages/setting/setting?area_code=81');
    expect(withCode && withSearchParam(withCode, 'area_code', '1')).toBe('/pages/setting/setting?area_code=1');
  });
});
