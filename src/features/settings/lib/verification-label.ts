import type { VerificationState } from '../../../gen/model';

export type VerificationLabel = 'notVerified' | 'underReview' | 'failed' | 'basic' | 'advanced';

/** The short state shown beside "Identity verification" in the settings list. */
export function verificationLabel(
  state: Pick<VerificationState, 'review_status' | 'advanced_review_status'>,
): VerificationLabel {
  if (state.review_status === 1 || state.advanced_review_status === 1) return 'underReview';
  if (state.review_status === 0) return 'notVerified';
  if (state.review_status === 3 || state.advanced_review_status === 3) return 'failed';
  return state.advanced_review_status === 2 ? 'advanced' : 'basic';
}
