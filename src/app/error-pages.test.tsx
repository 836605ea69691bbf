// @vitest-environment jsdom
import { createRootRoute, createRoute, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorScreen } from '../features/common/screens/error-screen';
import { NotFoundScreen } from '../features/common/screens/not-found-screen';
import type { Language } from '../shared/config/languages';
import { memoryRouter } from '../shared/testing/memory-router';
import { setUpTestI18n } from '../shared/testing/test-i18n';
import { RootErrorBoundary } from './root-error-boundary';
import { router as appRouter } from './router';

const TEXTS = {
  jp: { title: '問題が発生しました', retry: 'もう一度試す', home: 'ホームへ戻る', notFound: 'ページが見つかりません' },
  en: { title: 'Something went wrong', retry: 'Try again', home: 'Back to home', notFound: 'Page not found' },
} as const;

/** A page that throws while `failing.render` is set, and a page whose loader fails while `failing.load` is. */
function setUp(path: string) {
  const failing = { render: true, load: true };
  const Fragile = () => {
    if (failing.render) throw new Error('render failed');
    return <h1>Fragile page</h1>;
  };
  const root = createRootRoute({ component: Outlet });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <h1>Home page</h1> });
  const fragile = createRoute({ getParentRoute: () => root, path: '/fragile', component: Fragile });
  const loaded = createRoute({
    getParentRoute: () => root,
    path: '/loaded',
    loader: () => {
      if (failing.load) throw new Error('load failed');
    },
    component: () => <h1>Loaded page</h1>,
  });
  const router = memoryRouter(root.addChildren([home, fragile, loaded]), path, {
    defaultErrorComponent: appRouter.options.defaultErrorComponent,
    defaultNotFoundComponent: appRouter.options.defaultNotFoundComponent,
  });
  render(<RouterProvider router={router} />);
  return failing;
}

beforeEach(() => {
  // React reports the errors the pages throw on purpose
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it("the app's router shows the app's error and not-found pages", () => {
  expect(appRouter.options.defaultErrorComponent).toBe(RouteErrorScreen);
  expect(appRouter.options.defaultNotFoundComponent).toBe(NotFoundScreen);
});

describe.each(['jp', 'en'] as Language[])('in %s', (language) => {
  const texts = TEXTS[language as keyof typeof TEXTS];
  beforeEach(async () => {
    await setUpTestI18n(language);
  });

  it('a page that throws while rendering shows the error page, and retry shows the page again', async () => {
    const failing = setUp('/fragile');
    expect(await screen.findByRole('heading', { name: texts.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: texts.home }).getAttribute('href')).toBe('#/');
    failing.render = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: texts.retry })));
    expect(await screen.findByRole('heading', { name: 'Fragile page' })).toBeTruthy();
  });

  it('a page whose loading fails shows the error page, and retry loads it again', async () => {
    const failing = setUp('/loaded');
    expect(await screen.findByRole('heading', { name: texts.title })).toBeTruthy();
    failing.load = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: texts.retry })));
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeTruthy();
  });

  it('an unknown address shows the not-found page', async () => {
    setUp('/nowhere');
    expect(await screen.findByRole('heading', { name: texts.notFound })).toBeTruthy();
  });

  it('the root boundary shows the error page for what the router cannot catch, and retry renders again', async () => {
    let failing = true;
    const Shell = () => {
      if (failing) throw new Error('shell failed');
      return <p>Shell</p>;
    };
    render(
      <RootErrorBoundary>
        <Shell />
      </RootErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: texts.title })).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: texts.retry }));
    expect(await screen.findByText('Shell')).toBeTruthy();
  });
});
