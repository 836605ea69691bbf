// @vitest-environment jsdom
import { createRootRoute, createRoute, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryRouter } from '../../shared/testing/memory-router';
import { PageTransition } from './page-transition';

afterEach(cleanup);

/** Two pages that count their mounts; the second one's loader waits until the test lets it finish. */
function setUp() {
  const mounts = { a: 0, b: 0 };
  let finishLoading = () => {};
  const loading = new Promise<void>((resolve) => (finishLoading = resolve));
  const Page = ({ name }: { name: 'a' | 'b' }) => {
    useEffect(() => {
      mounts[name] += 1;
    }, [name]);
    return <h1>{`Page ${name}`}</h1>;
  };
  const root = createRootRoute({
    component: () => (
      <PageTransition>
        <Outlet />
      </PageTransition>
    ),
  });
  const a = createRoute({ getParentRoute: () => root, path: '/a', component: () => <Page name="a" /> });
  const b = createRoute({
    getParentRoute: () => root,
    path: '/b/$id',
    loader: () => loading,
    component: () => <Page name="b" />,
  });
  const router = memoryRouter(root.addChildren([a, b]), '/a');
  const { history } = router;
  /** Goes to `href` as a link would, and waits until the router has shown it. */
  const go = async (href: string) => {
    act(() => history.push(href));
    await waitFor(() => expect(router.state.resolvedLocation?.href).toBe(href));
  };
  return { router, history, mounts, finishLoading, go };
}

describe('PageTransition', () => {
  it('mounts the new page once and never remounts the page being left', async () => {
    const { router, history, mounts, finishLoading } = setUp();
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'Page a' });
    expect(mounts).toEqual({ a: 1, b: 0 });

    act(() => history.push('/b/1'));
    // the address has changed but the new page is still loading: the old one stays, as it was
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(router.state.location.pathname).toBe('/b/1');
    expect(screen.getByRole('heading', { name: 'Page a' })).toBeTruthy();
    expect(mounts).toEqual({ a: 1, b: 0 });

    await act(async () => finishLoading());
    await waitFor(() => expect(router.state.resolvedLocation?.pathname).toBe('/b/1'));
    expect(screen.getByRole('heading', { name: 'Page b' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Page a' })).toBeNull();
    expect(mounts).toEqual({ a: 1, b: 1 });
  });

  it('shows each visit of a page with the fade-in wrapper, and a new visit mounts the page again', async () => {
    const { router, mounts, finishLoading, go } = setUp();
    finishLoading();
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'Page a' });
    const firstWrapper = screen.getByRole('heading', { name: 'Page a' }).parentElement;
    await go('/b/1');
    expect(mounts).toEqual({ a: 1, b: 1 });
    await go('/b/2');
    await go('/a');
    expect(mounts).toEqual({ a: 2, b: 2 });
    // a change of the query alone keeps the page
    await go('/a?tab=spot');
    expect(router.state.resolvedLocation?.search).toEqual({ tab: 'spot' });
    expect(mounts).toEqual({ a: 2, b: 2 });
    const wrapper = screen.getByRole('heading', { name: 'Page a' }).parentElement!;
    expect(wrapper).not.toBe(firstWrapper);
    expect(wrapper.style.getPropertyValue('--page-fade')).toBe('200ms');
    expect(wrapper.style.getPropertyValue('--page-show-delay')).toBe('70ms');
  });
});
