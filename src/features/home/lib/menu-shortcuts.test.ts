import { describe, expect, it } from 'vitest';
import type { HomeMenuItem } from '../../../gen/model';
import { menuShortcuts } from './menu-shortcuts';

const item = (id: number, link: string, sort: number, show: 0 | 1 = 1): HomeMenuItem => ({
  id,
  name: `entry ${id}`,
  icon: '/upload/menu/ieo.svg',
  link,
  sort,
  show,
});

describe('menuShortcuts', () => {
  const routesByPath = { '/pages/ieo/ieo': {}, '/pages/nft/nft': {}, '/pages/otc/otc': {} };

  it('keeps the visible entries to pages the app has, in the menu’s order', () => {
    const items = [
      item(1, '/pages/nft/nft', 2),
      item(2, '/pages/ieo/ieo', 1),
      item(3, '/pages/otc/otc', 0, 0),
      item(4, '/pages/kf/nowhere', 0),
    ];
    expect(menuShortcuts(items, routesByPath).map(({ id, link }) => [id, link])).toEqual([
      [2, '/pages/ieo/ieo'],
      [1, '/pages/nft/nft'],
    ]);
  });
});
