import { expect, it } from 'vitest';
import { hiddenSides } from './use-hidden-sides';

it('names the sides a sideways row hides content on, a pixel of rounding counted as none', () => {
  expect(hiddenSides(0, 320, 320)).toBeUndefined();
  expect(hiddenSides(0, 320, 321)).toBeUndefined();
  expect(hiddenSides(0, 320, 700)).toBe('end');
  expect(hiddenSides(200, 320, 700)).toBe('both');
  expect(hiddenSides(380, 320, 700)).toBe('start');
  expect(hiddenSides(379.5, 320, 700)).toBe('start');
});
