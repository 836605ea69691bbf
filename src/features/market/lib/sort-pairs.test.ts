import { describe, expect, it } from 'vitest';
import type { QuotationPair } from '../../../gen/model';
import { nextSort, sortPairs } from './sort-pairs';

const pair = (id: number, now_price: string, change: string, volume: string) =>
  ({ id, now_price, change, volume }) as QuotationPair;
const pairs = [pair(1, '9.5', '-1.2', '100'), pair(2, '10', '+3.1', '20'), pair(3, '100', '0.5', '1000')];

describe('sortPairs', () => {
  it('compares prices as decimals, not as text', () => {
    expect(sortPairs(pairs, { key: 'price', order: 'desc' }, () => undefined).map((p) => p.id)).toEqual([3, 2, 1]);
  });
  it('sorts by change and volume, ascending too', () => {
    expect(sortPairs(pairs, { key: 'change', order: 'asc' }, () => undefined).map((p) => p.id)).toEqual([1, 3, 2]);
    expect(sortPairs(pairs, { key: 'volume', order: 'desc' }, () => undefined).map((p) => p.id)).toEqual([3, 1, 2]);
  });
  it('uses the live quote where one arrived', () => {
    const live = (p: QuotationPair) => (p.id === 1 ? { now_price: '500', change: '0', volume: '0' } : undefined);
    expect(sortPairs(pairs, { key: 'price', order: 'desc' }, live)[0].id).toBe(1);
  });
  it('keeps the list order without a sort', () => {
    expect(sortPairs(pairs, null, () => undefined)).toBe(pairs);
  });
});

describe('nextSort', () => {
  it('cycles descending, ascending, none', () => {
    expect(nextSort(null, 'price')).toEqual({ key: 'price', order: 'desc' });
    expect(nextSort({ key: 'price', order: 'desc' }, 'price')).toEqual({ key: 'price', order: 'asc' });
    expect(nextSort({ key: 'price', order: 'asc' }, 'price')).toBeNull();
    expect(nextSort({ key: 'price', order: 'asc' }, 'volume')).toEqual({ key: 'volume', order: 'desc' });
  });
});
