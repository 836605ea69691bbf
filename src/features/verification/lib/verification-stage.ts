import type { VerificationState } from '../../../gen/model';

type VerificationStatus = 'notVerified' | 'underReview' | 'verified' | 'failed';
export type VerificationLevel = 'basic' | 'advanced';

/**
 * Where the user stands: the level concerned and its status, and which form (if any) they can fill in now.
 * Basic (Lv1) comes first; advanced (Lv2) opens once basic is approved.
 */
export type VerificationStage = {
  level: VerificationLevel;
  status: VerificationStatus;
  form: VerificationLevel | null;
};

type Reviews = Pick<VerificationState, 'review_status' | 'advanced_review_status'>;

const STATUS: Record<number, VerificationStatus> = { 0: 'notVerified', 1: 'underReview', 2: 'verified', 3: 'failed' };

export function verificationStage({
  review_status: basic,
  advanced_review_status: advanced,
}: Reviews): VerificationStage {
  if (basic !== 2) return { level: 'basic', status: STATUS[basic], form: basic === 0 || basic === 3 ? 'basic' : null };
  if (advanced === 0) return { level: 'basic', status: 'verified', form: 'advanced' };
  return { level: 'advanced', status: STATUS[advanced], form: advanced === 3 ? 'advanced' : null };
}
