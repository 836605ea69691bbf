// @vitest-environment jsdom
import { createRootRoute, createRoute, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryRouter } from '../../testing/memory-router';
import { appHref } from './app-path';
import { useAppNavigation } from './use-app-navigation';

type Navigation = ReturnType<typeof useAppNavigation>;
let current: Navigation | undefined;
const expose = (value: Navigation) => {
  current = value;
};
const navigation = new Proxy({} as Navigation, { get: (_target, key: keyof Navigation) => current![key] });

function Probe() {
  const value = useAppNavigation();
  useEffect(() => expose(value), [value]);
  return <Outlet />;
}

/** Renders the app's pages at `start` and waits for the hook to hand out its navigation. */
async function setUp(start = '/pages/buy/orders') {
  const root = createRootRoute({ component: Probe });
  const paths = [
    '/pages/buy/orders',
    '/pages/buy/bank',
    '/pages/common/faq',
    '/pages/market/market',
    '/pages/fund/assets',
    '/pages/transaction/index',
  ];
  const routes = paths.map((path) => createRoute({ getParentRoute: () => root, path, component: () => null }));
  const router = memoryRouter(root.addChildren(routes), start);
  render(<RouterProvider router={router} />);
  await waitFor(() => expect(current).toBeDefined());
  return { router, history: router.history };
}

type TestRouter = Awaited<ReturnType<typeof setUp>>['router'];

const location = (router: TestRouter) => ({
  path: router.state.location.pathname,
  search: router.state.location.search as Record<string, unknown>,
});

/** Goes back, and waits until the router shows `path`. */
async function expectBackTo(router: TestRouter, path: string) {
  await act(async () => navigation.back());
  await waitFor(() => expect(location(router).path).toBe(path));
}

afterEach(() => {
  cleanup();
  current = undefined;
});

describe('useAppNavigation', () => {
  it('push adds a page with its query; back returns to it', async () => {
    const { router, history } = await setUp();
    await act(() => navigation.push({ to: '/pages/buy/bank', search: { id: 7 } }));
    expect(location(router)).toEqual({ path: '/pages/buy/bank', search: { id: 7 } });
    expect(history.length).toBe(2);
    await expectBackTo(router, '/pages/buy/orders');
  });

  it('redirect replaces the page: back does not return to it', async () => {
    const { router, history } = await setUp();
    await act(() => navigation.push({ to: '/pages/buy/bank' }));
    await act(() => navigation.redirect({ to: '/pages/common/faq' }));
    expect(location(router).path).toBe('/pages/common/faq');
    expect(history.length).toBe(2);
    await expectBackTo(router, '/pages/buy/orders');
  });

  it('switchTab replaces the page with the tab, with its query', async () => {
    const { router, history } = await setUp();
    await act(() => navigation.switchTab({ to: '/pages/transaction/index', search: { currency_id: 1, legal_id: 3 } }));
    expect(location(router)).toEqual({ path: '/pages/transaction/index', search: { currency_id: 1, legal_id: 3 } });
    expect(history.length).toBe(1);
  });

  it('back with no page behind goes to the market tab', async () => {
    const { router } = await setUp('/pages/common/faq');
    await expectBackTo(router, '/pages/market/market');
  });

  it('relaunch starts over: back from the relaunched page goes to the market tab', async () => {
    const { router } = await setUp();
    await act(() => navigation.push({ to: '/pages/buy/bank' }));
    await act(() => navigation.relaunch({ to: '/pages/fund/assets' }));
    expect(location(router).path).toBe('/pages/fund/assets');
    await expectBackTo(router, '/pages/market/market');
  });

  it('takes no destination typed string, nor a query parameter its route refuses (checked by the type check)', () => {
    const unchecked: string = '/pages/buy/bank';
    // each call below must stay a type error: `npm test`'s type check fails on an expected error that is gone; the
    // calls are built, never made
    const refused = [
      // @ts-expect-error a string may be any path: the router's own navigate lets it through, these do not
      () => navigation.push({ to: unchecked }),
      // @ts-expect-error no page of the app is at this path
      () => navigation.redirect({ to: '/pages/nowhere' }),
      // @ts-expect-error the market's tab is one of its tabs
      () => navigation.relaunch({ to: '/pages/market/market', search: { tab: 'bonds' } }),
      // @ts-expect-error an address from a URL parameter is a string until appHref has checked it
      () => navigation.returnTo(unchecked),
    ];
    expect(refused).toHaveLength(4);
  });

  it('returnTo goes in place of the page to an address appHref found a page of the app', async () => {
    const { router, history } = await setUp('/pages/common/faq');
    await act(() => navigation.push({ to: '/pages/buy/orders' }));
    const href = appHref(router.routesByPath, '/pages/buy/bank?id=7');
    expect(href).toBeDefined();
    if (href) await act(() => navigation.returnTo(href));
    expect(location(router)).toEqual({ path: '/pages/buy/bank', search: { id: 7 } });
    expect(history.length).toBe(2);
  });
});
