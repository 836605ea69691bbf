import { describe, expect, it } from 'vitest';
import { verificationLabel, type VerificationLabel } from './verification-label';

describe('verificationLabel', () => {
  it.each<[number, number, VerificationLabel]>([
    [0, 0, 'notVerified'],
    [1, 0, 'underReview'],
    [3, 0, 'failed'],
    [2, 0, 'basic'],
    [2, 1, 'underReview'],
    [2, 2, 'advanced'],
    [2, 3, 'failed'],
  ])('basic %i, advanced %i -> %s', (basic, advanced, expected) => {
    expect(
      verificationLabel({ review_status: basic as 0 | 1 | 2 | 3, advanced_review_status: advanced as 0 | 1 | 2 | 3 }),
    ).toBe(expected);
  });
});
