import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { i18n } from '../shared/i18n/i18n';
import { loadQueryProvider } from '../app/load-query-provider';
import { useEffect } from 'react';
import { TIMING } from '../shared/config/constants';
import { LOGIN_PATH } from '../shared/lib/navigation/tabs';
import { isSignedIn } from '../shared/state/session-store';
import { showToast } from '../shared/ui/toast/toast-store';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Every page but login, register, forget-password, area code and download needs a stored token. The check runs
 * on the first load and on every navigation to a page under this layout (the original's "pages navigated with
 * authentication on"): without a token the user reads "Please log in first" and lands on login 1.2 s later,
 * which then returns to the page asked for.
 */
export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ location, preload }) => {
    if (isSignedIn()) return;
    // hovering a link only preloads: no toast, no wait
    if (preload) throw redirect({ to: LOGIN_PATH });
    showToast(i18n.t('common:auth.loginFirst'));
    await wait(TIMING.redirectDelayMs);
    throw redirect({ to: LOGIN_PATH, replace: true, search: { redirect: location.href } });
  },
  // loaders run while the page's code loads: every signed-in page renders inside the query provider
  loader: () => void loadQueryProvider(),
  component: SignedInLayout,
});

function SignedInLayout() {
  useEffect(() => {
    // live prices and account events, loaded after the first signed-in page shows
    void import('../app/realtime-setup').then((realtime) => realtime.startRealtime());
  }, []);
  return <Outlet />;
}
