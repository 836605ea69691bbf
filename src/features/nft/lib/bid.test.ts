import { describe, expect, it } from 'vitest';
import { currentBid, minimumBid } from './bid';

describe('minimumBid', () => {
  it('is the starting price before the first bid', () => {
    expect(minimumBid({ price: '300.00', per_increase: '10', top_price: '0', bid_count: 0 }).toFixed()).toBe('300');
  });
  it('is the top bid plus the per-bid increase after one', () => {
    expect(minimumBid({ price: '320.00', per_increase: '10', top_price: '320.00', bid_count: 1 }).toFixed()).toBe(
      '330',
    );
  });
  it('adds exact decimals', () => {
    expect(minimumBid({ price: '0.95', per_increase: '0.05', top_price: '0.95', bid_count: 6 }).toFixed()).toBe('1');
  });
  it('reads the price as the current bid when a server sends no top price but counts bids', () => {
    expect(minimumBid({ price: '0.95', per_increase: '0.05', bid_count: 2 }).toFixed()).toBe('1');
  });
});

describe('currentBid', () => {
  it('is the top bid, else the starting price', () => {
    expect(currentBid({ price: '300.00', per_increase: '10', top_price: '0' })).toBe('300.00');
    expect(currentBid({ price: '330.00', per_increase: '10', top_price: '330.00' })).toBe('330.00');
  });
});
