import { describe, expect, it } from 'vitest';
import { isAppPath } from './app-path';

describe('isAppPath', () => {
  const routes = { '/pages/setting/setting': {}, '/pages/common/login': {} };
  it.each<[string, boolean]>([
    ['/pages/setting/setting', true],
    ['/pages/mailMessage/mailMessage', false],
    ['toString', false],
  ])('%s -> %s', (path, expected) => {
    expect(isAppPath(routes, path)).toBe(expected);
  });
});
