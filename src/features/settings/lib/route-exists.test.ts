import { describe, expect, it } from 'vitest';
import { hasRoute } from './route-exists';

describe('hasRoute', () => {
  const routes = { '/pages/setting/setting': {}, '/pages/common/login': {} };
  it.each<[string, boolean]>([
    ['/pages/setting/setting', true],
    ['/pages/mailMessage/mailMessage', false],
    ['toString', false],
  ])('%s -> %s', (path, expected) => {
    expect(hasRoute(routes, path)).toBe(expected);
  });
});
