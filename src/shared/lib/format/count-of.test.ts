import { expect, it } from 'vitest';
import { countOf } from './count-of';

it('reads a range of days by its upper bound and a number as itself', () => {
  expect([countOf('2-5'), countOf('1'), countOf('1-1'), countOf(3), countOf('10')]).toEqual([5, 1, 1, 3, 10]);
});
