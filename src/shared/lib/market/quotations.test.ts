import { describe, expect, it } from 'vitest';
import type { QuotationGroup, QuotationPair } from '../../../gen/model';
import { allPairs, coinsOfPair, findPair, pairAskedFor, pairLabel } from './quotations';

const pair = (id: number, currency_id: number, legal_id: number, sort: number) =>
  ({ id, currency_id, legal_id, sort, currency_name: `C${id}`, legal_name: 'USDT' }) as QuotationPair;

const groups = [
  { id: 3, name: 'USDT', logo: '', quotation: [pair(2, 20, 3, 2), pair(1, 10, 3, 1)] },
  { id: 1, name: 'BTC', logo: '', quotation: [pair(3, 30, 1, 0)] },
] as QuotationGroup[];

describe('quotations', () => {
  it('flattens the groups, each sorted by `sort`', () => {
    expect(allPairs(groups).map((p) => p.id)).toEqual([1, 2, 3]);
    expect(allPairs(undefined)).toEqual([]);
  });

  it('finds a pair by its currency ids, else the first', () => {
    const pairs = allPairs(groups);
    expect(findPair(pairs, 30, 1)?.id).toBe(3);
    expect(findPair(pairs, 20)?.id).toBe(2);
    expect(findPair(pairs, 99, 3)?.id).toBe(1);
    expect(findPair([], 1)).toBeUndefined();
  });

  it('finds the pair an address asks for, and none when no listed pair has its ids', () => {
    const pairs = allPairs(groups);
    expect(pairAskedFor(pairs, 30, 1)?.id).toBe(3);
    expect(pairAskedFor(pairs, 20)?.id).toBe(2);
    expect(pairAskedFor(pairs, undefined, 1)?.id).toBe(3);
    expect(pairAskedFor(pairs)?.id).toBe(1);
    expect(pairAskedFor(pairs, 99, 3)).toBeUndefined();
    expect(pairAskedFor(pairs, 30, 3)).toBeUndefined();
  });

  it('labels a pair', () => {
    expect(pairLabel({ currency_name: 'BTC', legal_name: 'USDT' })).toBe('BTC/USDT');
  });
});

describe('coinsOfPair', () => {
  it("reads a pair's label back into its coin and quote", () => {
    expect(coinsOfPair('BTC/USDT')).toEqual({ coin: 'BTC', quote: 'USDT' });
    expect(coinsOfPair(pairLabel({ currency_name: 'SOL', legal_name: 'ETH' }))).toEqual({ coin: 'SOL', quote: 'ETH' });
  });
});
