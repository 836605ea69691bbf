// @vitest-environment jsdom
import { createRootRoute, createRoute, getRouteApi, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, expect, it } from 'vitest';
import { memoryRouter } from '../../testing/memory-router';
import { useReplaceSearch } from './use-replace-search';

const traderRoute = getRouteApi('/_authed/pages/follow/trader');
type ReplaceTraderSearch = ReturnType<typeof useReplaceSearch<'/_authed/pages/follow/trader'>>;
let replace: ReplaceTraderSearch | undefined;

function TraderProbe() {
  const replaceSearch = useReplaceSearch(traderRoute);
  useEffect(() => {
    replace = replaceSearch;
  });
  return null;
}

/** The trader page's route under its pathless parent, as the app's tree has it, and a page before it. */
function setUp() {
  const root = createRootRoute({ component: Outlet });
  const authed = createRoute({ getParentRoute: () => root, id: '_authed', component: Outlet });
  const trader = createRoute({ getParentRoute: () => authed, path: 'pages/follow/trader', component: TraderProbe });
  const list = createRoute({ getParentRoute: () => root, path: 'pages/follow/index', component: () => null });
  const router = memoryRouter(root.addChildren([authed.addChildren([trader]), list]), '/pages/follow/index');
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  cleanup();
  replace = undefined;
});

it('replaces the page search in place: the same page, no new entry in the history', async () => {
  const router = setUp();
  await act(() => router.navigate({ href: '/pages/follow/trader?id=3' }));
  await waitFor(() => expect(replace).toBeDefined());
  await act(() => replace?.({ id: 3, tab: 'history' }));
  await waitFor(() => expect(router.state.location.search).toEqual({ id: 3, tab: 'history' }));
  expect(router.state.location.pathname).toBe('/pages/follow/trader');
  expect(router.history.length).toBe(2);
  // typed by the route: a tab the trader page does not have is a type error (the calls are built, never made)
  const refused = [
    // @ts-expect-error the trader page has no such tab
    () => replace?.({ id: 3, tab: 'bonds' }),
    // @ts-expect-error a search parameter of another page
    () => replace?.({ currency: 'BTC' }),
  ];
  expect(refused).toHaveLength(2);
});
