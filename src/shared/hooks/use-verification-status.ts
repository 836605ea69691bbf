/**
 * The user's identity-verification state, shared by every screen that must know it: while a basic or
 * advanced verification is under review, all exchange features are unavailable (specification section 4).
 */
import { useGetVerificationState } from '../../gen/api/settings/settings';
import type { VerificationState } from '../../gen/model';
import { useSessionStore } from '../state/session-store';

/** Review states of the contract: 0 not submitted, 1 under review, 2 approved, 3 rejected. */
export const REVIEW_STATUS = { notSubmitted: 0, underReview: 1, approved: 2, rejected: 3 } as const;

type ReviewStates = Pick<VerificationState, 'review_status' | 'advanced_review_status'>;

export const isUnderReview = (state: ReviewStates | undefined): boolean =>
  state?.review_status === REVIEW_STATUS.underReview || state?.advanced_review_status === REVIEW_STATUS.underReview;

/** The verification state query (only once signed in); refreshed every minute at most. */
export function useVerificationStatus() {
  const signedIn = useSessionStore((session) => Boolean(session.token));
  return useGetVerificationState(undefined, { query: { enabled: signedIn, staleTime: 60_000 } });
}

/** True while a verification is under review: exchange screens disable their actions and say why. */
export function useIsUnderReview(): boolean {
  return isUnderReview(useVerificationStatus().data);
}
