import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRoute,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

type MemoryRouterOptions = Omit<Parameters<typeof createRouter>[0], 'routeTree' | 'history'>;

/** A router of a test's own route tree, at `path` of a history kept in memory (`router.history`). */
export const memoryRouter = (routeTree: AnyRoute, path: string, options?: MemoryRouterOptions) =>
  createRouter({ ...options, routeTree, history: createMemoryHistory({ initialEntries: [path] }) });

/**
 * Renders `ui` as the page at `path` of a router kept in memory, beside a page at each of `others` that shows its
 * own path, so that a link or a back button has somewhere to go. Returns the router, to read where it is.
 */
export function renderAtPath(ui: ReactNode, path: string, others: readonly string[] = []) {
  const root = createRootRoute({ component: Outlet });
  const routes = [
    createRoute({ getParentRoute: () => root, path, component: () => ui }),
    ...others.map((other) => createRoute({ getParentRoute: () => root, path: other, component: () => <p>{other}</p> })),
  ];
  const router = memoryRouter(root.addChildren(routes), path);
  render(<RouterProvider router={router} />);
  return router;
}
