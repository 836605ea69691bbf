import { useEffect } from 'react';
import { useGetUserInfo } from '../../../gen/api/settings/settings';
import { useSessionStore } from '../../../shared/state/session-store';

/** The signed-in user's profile, kept in the session store as it loads. */
export function useProfile() {
  const query = useGetUserInfo();
  const { data } = query;
  useEffect(() => {
    if (data) useSessionStore.getState().setUser(data);
  }, [data]);
  return query;
}
