import { object, string } from 'yup';
import { listNftArtworksMaxLengths } from '../../../gen/form-lengths/listNftArtworks';
import { VALIDATION } from '../../../shared/lib/validation/messages';

const KEYWORD_REQUIRED = 'nft:search.keywordRequired';

/** A search needs a keyword (spaces alone are none), no longer than the contract's keyword of the artwork list. */
export const searchSchema = object({
  keyword: string().trim().required(KEYWORD_REQUIRED).max(listNftArtworksMaxLengths.keyword, VALIDATION.tooLong),
});
