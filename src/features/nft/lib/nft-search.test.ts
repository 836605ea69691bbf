import { describe, expect, it } from 'vitest';
import { parseCodeSearch, parseIdSearch, parseKeywordSearch, parseMarketSearch } from './nft-search';

describe('NFT route queries', () => {
  it('keeps known filters and drops the rest', () => {
    expect(parseMarketSearch({ mode: 'auction', state: 'notStarted' })).toEqual({
      mode: 'auction',
      state: 'notStarted',
    });
    expect(parseMarketSearch({ mode: 'lottery', state: 3 })).toEqual({});
  });
  it('reads ids, keywords and artwork codes', () => {
    expect(parseIdSearch({ id: '131' })).toEqual({ id: 131 });
    expect(parseIdSearch({ id: '-1' })).toEqual({});
    expect(parseKeywordSearch({ keyword: 'koi' })).toEqual({ keyword: 'koi' });
    expect(parseCodeSearch({ code: '2c26b46b68ffc68ff99b453c1d304134' })).toEqual({
      code: '2c26b46b68ffc68ff99b453c1d304134',
    });
    expect(parseCodeSearch({ code: '../x' })).toEqual({});
  });
});
