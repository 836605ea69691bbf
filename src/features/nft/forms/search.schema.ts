import { object, string } from 'yup';
import { VALIDATION } from '../../../shared/lib/validation/messages';

const KEYWORD_REQUIRED = 'nft:search.keywordRequired';

/** A search needs a keyword (spaces alone are none), of at most 50 characters as the API takes. */
export const searchSchema = object({
  keyword: string().trim().required(KEYWORD_REQUIRED).max(50, VALIDATION.tooLong),
});
