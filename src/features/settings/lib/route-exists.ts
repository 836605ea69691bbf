import { useRouter } from '@tanstack/react-router';
import { isAppPath } from '../../../shared/lib/navigation/app-path';

/** Whether the app has a page at `path`, so that no link leads to a missing page. */
export function useRouteExists(path: string): boolean {
  return isAppPath(useRouter().routesByPath, path);
}
