import { describe, expect, it } from 'vitest';
import { itReturnsEach } from '../../../shared/testing/returns-each';
import { safeAppPath, withSearchParam } from './app-path';

describe('safeAppPath', () => {
  itReturnsEach('%j -> %j', (value: string | undefined) => safeAppPath(value, '/home'), [
    ['/pages/setting/setting', '/pages/setting/setting'],
    ['/pages/fund/withdraw?currency=3', '/pages/fund/withdraw?currency=3'],
    [undefined, '/home'],
    ['', '/home'],
    ['https://evil.example/', '/home'],
    ['//evil.example/', '/home'],
    ['/\\evil.example', '/home'],
    ['pages/setting/setting', '/home'],
  ]);
});

describe('withSearchParam', () => {
  it('adds the parameter and keeps the others', () => {
    expect(withSearchParam('/pages/common/register?code=AB12CD', 'area_code', '86')).toBe(
      '/pages/common/register?code=AB12CD&area_code=86',
    );
  });

  it('replaces an earlier value', () => {
    expect(withSearchParam('/pages/setting/security?area_code=81', 'area_code', '1')).toBe(
      '/pages/setting/security?area_code=1',
    );
  });
});
