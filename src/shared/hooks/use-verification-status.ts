/** The user's identity-verification state, read by the screens that show or change it. */
import { useGetVerificationState } from '../../gen/api/settings/settings';
import { useSessionStore } from '../state/session-store';

/** The verification state query (only once signed in); refreshed every minute at most. */
export function useVerificationStatus() {
  const signedIn = useSessionStore((session) => Boolean(session.token));
  return useGetVerificationState(undefined, { query: { enabled: signedIn, staleTime: 60_000 } });
}
