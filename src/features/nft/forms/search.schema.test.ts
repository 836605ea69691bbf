import { describe, expect, it } from 'vitest';
import { fieldError } from '../../../shared/testing/field-error';
import { VALIDATION } from '../../../shared/lib/validation/messages';
import { searchSchema } from './search.schema';

const KEYWORD_REQUIRED = 'nft:search.keywordRequired';

describe('searchSchema', () => {
  it.each([
    ['', KEYWORD_REQUIRED],
    ['   ', KEYWORD_REQUIRED],
    ['x'.repeat(51), VALIDATION.tooLong],
    ['koi', undefined],
    ['x'.repeat(50), undefined],
  ])('%j -> %s', async (keyword, expected) => {
    expect(await fieldError(searchSchema, { keyword }, 'keyword')).toBe(expected);
  });
});
