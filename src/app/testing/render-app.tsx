/**
 * The whole app in a test's document, as a page load shows it: the app's own router at `path` (its guards, loaders
 * and screens), the HTTP client and the realtime layer set up as at start-up, in `language`, signed in with
 * `token`. With `sandboxForThisFile` (@tradedesk/mock-server/in-process) the screens read a sandbox of the test's own:
 *
 *   const mock = sandboxForThisFile({ startAt: Date.UTC(2026, 10, 2, 3) });
 *   it('lists the products', async () => {
 *     await renderApp('/pages/lockming/lockming', { token: mock.session().token, socketUrl: mock.socketUrl });
 *     expect(await screen.findByRole('list', { name: 'Lock-up mining' })).toBeTruthy();
 *   });
 */
import { RouterProvider } from '@tanstack/react-router';
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import type { Language } from '../../shared/config/languages';
import { i18n } from '../../shared/i18n/i18n';
import { queryClient } from '../../shared/lib/query/query-client';
import { configureRealtime } from '../../shared/realtime/realtime-config';
import { usePreferencesStore } from '../../shared/state/preferences-store';
import { useSessionStore } from '../../shared/state/session-store';
import { setUpHttpClient } from '../http-setup';
import { setUpI18n } from '../i18n';
import { RootErrorBoundary } from '../root-error-boundary';
import { router } from '../router';
import { ToastHost } from '../toast/toast-host';

export type RenderAppOptions = {
  /** The app's language code (default `en`). */
  language?: Language;
  /** A session token (a sandbox session's): the app starts signed in, as after a login. */
  token?: string;
  /**
   * Where socket.io is (the in-process sandbox's `socketUrl`): give it on every render of a file, or on none. The
   * signed-in layout connects once per file, as a page load does, and the connection stays open from test to test,
   * as an open tab's does: each test's sign-in logs it in as that session.
   */
  socketUrl?: string;
};

let textsReady = false;

export async function renderApp(path: string, options: RenderAppOptions = {}) {
  const { language = 'en', token, socketUrl } = options;
  usePreferencesStore.getState().setLanguage(language);
  if (token) useSessionStore.getState().signIn(token);
  else useSessionStore.getState().clear();
  if (socketUrl) configureRealtime({ url: socketUrl });
  if (!textsReady) await setUpI18n(language);
  else await i18n.changeLanguage(language);
  textsReady = true;
  setUpHttpClient();
  // a document without layout has nothing to scroll: the router's scroll restoration would only log that
  window.scrollTo = () => undefined;
  // the app's history is the page's hash, as in the browser: the router loads the page once it is rendered
  router.history.replace(path);
  return render(
    <>
      <RootErrorBoundary>
        <RouterProvider router={router} />
      </RootErrorBoundary>
      <ToastHost />
    </>,
  );
}

// each test starts from no page, no cached answer and no session (the connection logs out with it)
afterEach(() => {
  cleanup();
  queryClient.clear();
  useSessionStore.getState().clear();
});
