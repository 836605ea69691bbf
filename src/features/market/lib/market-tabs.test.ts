import { describe, expect, it } from 'vitest';
import type { QuotationPair } from '../../../gen/model';
import { parseMarketSearch, pairsOfTab } from './market-tabs';

const pair = (id: number, market_type: 'coin' | 'stock') =>
  ({ id, currency_id: id * 10, market_type }) as QuotationPair;
const pairs = [pair(1, 'coin'), pair(2, 'stock'), pair(3, 'coin')];

describe('market tabs', () => {
  it('splits coins and stocks by market_type and keeps favourites by base currency', () => {
    const none = () => false;
    expect(pairsOfTab(pairs, 'coin', none).map((p) => p.id)).toEqual([1, 3]);
    expect(pairsOfTab(pairs, 'stock', none).map((p) => p.id)).toEqual([2]);
    expect(
      pairsOfTab(pairs, 'favourites', (currencyId) => currencyId === 20 || currencyId === 30).map((p) => p.id),
    ).toEqual([2, 3]);
  });

  it('reads the tab from the query, dropping unknown ones', () => {
    expect(parseMarketSearch({})).toEqual({});
    expect(parseMarketSearch({ tab: 'stock' })).toEqual({ tab: 'stock' });
    expect(parseMarketSearch({ tab: 'bogus' })).toEqual({});
  });
});
