import { describe } from 'vitest';
import { fieldError } from '../../../shared/testing/field-error';
import { itReturnsEach } from '../../../shared/testing/returns-each';
import { VALIDATION } from '../../../shared/lib/validation/messages';
import { searchSchema } from './search.schema';

const KEYWORD_REQUIRED = 'nft:search.keywordRequired';

const keywordError = (keyword: string) => fieldError(searchSchema, { keyword }, 'keyword');

describe('searchSchema', () => {
  itReturnsEach('%j -> %s', keywordError, [
    ['', KEYWORD_REQUIRED],
    ['   ', KEYWORD_REQUIRED],
    ['x'.repeat(51), VALIDATION.tooLong],
    ['koi', undefined],
    ['x'.repeat(50), undefined],
  ]);
});
