import type { HomeMenuItem } from '../../../gen/model';
import { isAppPath } from '../../../shared/lib/navigation/app-path';

/**
 * The shortcuts the home grid shows of the site's menu, in its order: the visible entries to a page the app has
 * (a link the site configured to a page the app lacks would open the not-found page), their links typed as such.
 */
export const menuShortcuts = (items: HomeMenuItem[], routesByPath: object) =>
  items
    .filter((item) => item.show === 1)
    .flatMap(({ link, ...item }) => (isAppPath(routesByPath, link) ? [{ ...item, link }] : []))
    .sort((a, b) => a.sort - b.sort);
