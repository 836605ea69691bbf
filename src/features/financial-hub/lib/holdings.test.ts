import { describe, expect, it } from 'vitest';
import { fromItems } from '../../../shared/ui/paginated-list/page';
import { fetchAllPages, rateRange, totalsByCoin } from './holdings';

describe('holdings summary', () => {
  it('adds amounts per coin exactly, in order of appearance', () => {
    const rows = [
      { coin: 'USDT', amount: '1000.1' },
      { coin: 'BTC', amount: '0.1' },
      { coin: 'USDT', amount: '500.2' },
      { coin: 'BTC', amount: '0.2' },
    ];
    const totals = totalsByCoin(
      rows,
      (row) => row.coin,
      (row) => row.amount,
    ).map(({ coin, amount }) => `${amount.toFixed()} ${coin}`);
    expect(totals).toEqual(['1500.3 USDT', '0.3 BTC']);
    expect(totalsByCoin([], String, String)).toEqual([]);
  });

  it('tells the range of rates as decimals, not as text', () => {
    expect(rateRange(['0.35', '0.4', '0.30', '10.5'])).toEqual({ min: '0.30', max: '10.5' });
    expect(rateRange(['62.50'])).toEqual({ min: '62.50', max: '62.50' });
    expect(rateRange([])).toBeUndefined();
  });

  it('reads pages until one comes back short', async () => {
    const pages = [[1, 2], [3, 4], [5]];
    const asked: number[] = [];
    const rows = await fetchAllPages(async (page) => {
      asked.push(page);
      return fromItems(pages[page - 1] ?? [], 2);
    });
    expect(rows).toEqual([1, 2, 3, 4, 5]);
    expect(asked).toEqual([1, 2, 3]);
  });
});
