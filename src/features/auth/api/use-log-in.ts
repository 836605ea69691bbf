import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useLoginUser } from '../../../gen/api/auth/auth';
import { TABS } from '../../../shared/lib/navigation/tabs';
import { useSessionStore } from '../../../shared/state/session-store';
import type { LoginValues } from '../forms/login-values';
import { safeAppPath } from '../lib/app-path';

export const HOME_PATH = TABS[0].path;

/**
 * Logs in: the answer is the session token, stored at once; then the profile is loaded into the session and
 * the user goes where they were sent from (the `redirect` parameter) or home. Resolves false when the server
 * refused (its message was already shown).
 */
export function useLogIn() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const { mutateAsync } = useLoginUser();
  return useCallback(
    async (values: LoginValues, redirect?: string): Promise<boolean> => {
      let token: string;
      try {
        token = await mutateAsync({ data: { user_string: values.user_string.trim(), password: values.password } });
      } catch {
        return false;
      }
      const session = useSessionStore.getState();
      session.signIn(token);
      try {
        // the settings API module is loaded here, after login, rather than with the login screen
        const { getGetUserInfoQueryOptions } = await import('../../../gen/api/settings/settings');
        session.setUser(await queryClient.fetchQuery(getGetUserInfoQueryOptions()));
      } catch {
        // the profile loads again on the screens that need it
      }
      await router.navigate({ href: safeAppPath(redirect, HOME_PATH), replace: true });
      return true;
    },
    [mutateAsync, queryClient, router],
  );
}
