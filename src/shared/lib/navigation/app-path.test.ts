import { describe } from 'vitest';
import { itReturnsEach } from '../../testing/returns-each';
import { isAppPath } from './app-path';

describe('isAppPath', () => {
  const routes = { '/pages/setting/setting': {}, '/pages/common/login': {} };
  itReturnsEach('%s -> %s', (path: string) => isAppPath(routes, path), [
    ['/pages/setting/setting', true],
    ['/pages/mailMessage/mailMessage', false],
    ['toString', false],
  ]);
});
