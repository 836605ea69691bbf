import { describe, expect, it } from 'vitest';
import { followMultiple } from './follow-number';

describe('followMultiple', () => {
  it.each([
    ['1.555', '1.56'],
    ['1.554', '1.55'],
    ['2.5', '2.5'],
    ['3', '3'],
    ['3.000', '3'],
    ['0.5', '0.5'],
    ['4.999', '5'],
  ])('sends %s as %s', (typed, sent) => {
    expect(followMultiple(typed)).toBe(sent);
  });
});
