import { describe, expect, it } from 'vitest';
import { verificationStage, type VerificationStage } from './verification-stage';

describe('verificationStage', () => {
  it.each<[number, number, VerificationStage]>([
    [0, 0, { level: 'basic', status: 'notVerified', form: 'basic' }],
    [1, 0, { level: 'basic', status: 'underReview', form: null }],
    [3, 0, { level: 'basic', status: 'failed', form: 'basic' }],
    [2, 0, { level: 'basic', status: 'verified', form: 'advanced' }],
    [2, 1, { level: 'advanced', status: 'underReview', form: null }],
    [2, 2, { level: 'advanced', status: 'verified', form: null }],
    [2, 3, { level: 'advanced', status: 'failed', form: 'advanced' }],
  ])('basic %i, advanced %i', (basic, advanced, expected) => {
    expect(
      verificationStage({ review_status: basic as 0 | 1 | 2 | 3, advanced_review_status: advanced as 0 | 1 | 2 | 3 }),
    ).toEqual(expected);
  });
});
