import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

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
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}
