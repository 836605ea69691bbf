import { describe } from 'vitest';
import { itReturnsEach } from '../../../shared/testing/returns-each';
import { followMultiple } from './follow-number';

describe('followMultiple', () => {
  itReturnsEach('sends %s as %s', followMultiple, [
    ['1.555', '1.56'],
    ['1.554', '1.55'],
    ['2.5', '2.5'],
    ['3', '3'],
    ['3.000', '3'],
    ['0.5', '0.5'],
    ['4.999', '5'],
  ]);
});
