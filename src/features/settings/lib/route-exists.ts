import { useRouter } from '@tanstack/react-router';

/** Whether the app has a page at `path`, so that no link leads to a missing page. */
export const hasRoute = (routesByPath: object, path: string): boolean => Object.hasOwn(routesByPath, path);

export function useRouteExists(path: string): boolean {
  return hasRoute(useRouter().routesByPath, path);
}
