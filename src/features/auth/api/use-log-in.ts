import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { loadQueryClient } from '../../../shared/lib/query/load-query-client';
import { TABS } from '../../../shared/lib/navigation/tabs';
import { appHref } from '../../../shared/lib/navigation/app-path';
import { useAppNavigation } from '../../../shared/lib/navigation/use-app-navigation';
import { useSessionStore } from '../../../shared/state/session-store';
import type { LoginValues } from '../forms/login-values';

const HOME_PATH = TABS[0].path;

/**
 * The generated auth API, loaded when the user starts typing: its module also holds the TanStack Query hooks of
 * registration, which the login screen's start-up JavaScript leaves out.
 */
export const preloadLogIn = () => import('../../../gen/api/auth/auth');

/**
 * Logs in: the answer is the session token, stored at once; then the profile is loaded into the session and
 * the user goes where they were sent from (the `redirect` parameter) or home. Resolves false when the server
 * refused (its message was already shown). The login screen runs without TanStack Query (its start-up size):
 * the call goes straight through the generated function, and the query client loads once the user is in.
 */
export function useLogIn() {
  const { routesByPath } = useRouter();
  const { returnTo } = useAppNavigation();
  return useCallback(
    async (values: LoginValues, redirect?: string): Promise<boolean> => {
      let token: string;
      try {
        const { loginUser } = await preloadLogIn();
        token = await loginUser({ user_string: values.user_string.trim(), password: values.password });
      } catch {
        return false;
      }
      const session = useSessionStore.getState();
      session.signIn(token);
      try {
        // the settings API module is loaded here, after login, rather than with the login screen
        const [{ getGetUserInfoQueryOptions }, queryClient] = await Promise.all([
          import('../../../gen/api/settings/settings'),
          loadQueryClient(),
        ]);
        session.setUser(await queryClient.fetchQuery(getGetUserInfoQueryOptions()));
      } catch {
        // the profile loads again on the screens that need it
      }
      await returnTo(appHref(routesByPath, redirect) ?? HOME_PATH);
      return true;
    },
    [routesByPath, returnTo],
  );
}
