/** Connects the React-free HTTP client to the app: session, language, toasts, navigation, i18n texts. */
import { i18n } from '../shared/i18n/i18n';
import { configureHttpClient, LOGIN_PATH } from '../shared/lib/http/http-config';
import { getLanguage } from '../shared/state/preferences-store';
import { getToken, useSessionStore } from '../shared/state/session-store';
import { showToast } from '../shared/ui/toast/toast-store';
import { loadQueryClient } from '../shared/lib/query/load-query-client';
import { router } from './router';

/**
 * A session that ended (a 999 answer, a login elsewhere) opens login with the page the user was on, where the
 * login takes them back (as the route guard does): ending up at Home after logging in again lost their place.
 */
function returnAfter(path: string): { redirect?: string } {
  if (path !== LOGIN_PATH) return {};
  const here = router.state.location;
  return here.pathname === LOGIN_PATH ? {} : { redirect: here.href };
}

export function setUpHttpClient() {
  configureHttpClient({
    getToken,
    getLanguage,
    toast: showToast,
    clearSession: () => {
      useSessionStore.getState().clear();
      void loadQueryClient().then((queryClient) => queryClient.clear());
    },
    navigate: (path) => void router.navigate({ to: path, replace: true, search: returnAfter(path) }),
    uploadFailedMessage: () => i18n.t('common:upload.failed'),
    uploadErrorMessage: () => i18n.t('common:upload.error'),
    unansweredWriteMessage: (kind, status) => i18n.t(`common:write.${kind}`, { status }),
  });
  if (import.meta.env.DEV) {
    // development only: production builds leave the validators (and zod's weight) out. They load beside the first
    // screen's code (every tag's schemas and zod: awaited here, they held the first screen back by a second or more
    // on a busy machine), and the requests sent meanwhile wait for them, so that every answer is still checked.
    const pending = import('../gen/response-validators').then(
      ({ responseValidators }) =>
        // once they are here, requests no longer wait
        configureHttpClient({
          responseValidators,
          onContractViolation: (error) => console.error(error),
          pending: undefined,
        }),
      (error: unknown) => console.error(error),
    );
    configureHttpClient({ pending });
  }
}
