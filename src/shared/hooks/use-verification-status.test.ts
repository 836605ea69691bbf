import { describe, expect, it } from 'vitest';
import { isUnderReview } from './use-verification-status';

describe('isUnderReview', () => {
  it.each<[number, number, boolean]>([
    [0, 0, false],
    [1, 0, true],
    [2, 0, false],
    [2, 1, true],
    [2, 2, false],
    [3, 0, false],
    [2, 3, false],
  ])('basic %i, advanced %i -> %s', (basic, advanced, expected) => {
    expect(
      isUnderReview({
        review_status: basic as 0 | 1 | 2 | 3,
        advanced_review_status: advanced as 0 | 1 | 2 | 3,
      }),
    ).toBe(expected);
  });

  it('is false before the state is known', () => {
    expect(isUnderReview(undefined)).toBe(false);
  });
});
