import { describe, expect, it } from 'vitest';
import { clearRecent, matchesQuery, readRecent, rememberRecent } from './recent-views';

const memory = () => {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
};
const pair = (id: number) => ({ currency_id: id, legal_id: 3, label: `C${id}/USDT` });

describe('recent views', () => {
  it('puts the latest first, once, and keeps ten', () => {
    const storage = memory();
    for (let id = 1; id <= 12; id += 1) rememberRecent(pair(id), storage);
    rememberRecent(pair(5), storage);
    const recent = readRecent(storage);
    expect(recent).toHaveLength(10);
    expect(recent[0].currency_id).toBe(5);
    expect(recent.filter((entry) => entry.currency_id === 5)).toHaveLength(1);
  });
  it('ignores what it cannot read and can be cleared', () => {
    const storage = memory();
    storage.setItem('tradedesk:recent-pairs', '{broken');
    expect(readRecent(storage)).toEqual([]);
    storage.setItem('tradedesk:recent-pairs', JSON.stringify([{ nope: 1 }, pair(1)]));
    expect(readRecent(storage)).toEqual([pair(1)]);
    clearRecent(storage);
    expect(readRecent(storage)).toEqual([]);
  });
});

describe('matchesQuery', () => {
  it('matches any case and every word', () => {
    expect(matchesQuery('BTC/USDT', 'btc')).toBe(true);
    expect(matchesQuery('BTC/USDT', 'btc usdt')).toBe(true);
    expect(matchesQuery('ETH/USDT', 'btc')).toBe(false);
    expect(matchesQuery('ETH/USDT', '  ')).toBe(false);
  });
});
