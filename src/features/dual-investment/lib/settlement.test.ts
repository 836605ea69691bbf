import { describe, expect, it } from 'vitest';
import { dualSettlement, purchaseCost } from './settlement';

describe('dual investment settlement (section 9)', () => {
  it("the contract's example: 0.5 BTC, 14 days at 62.5 %, reference 68,000 USDT", () => {
    const result = dualSettlement({
      type: 'call',
      amount: '0.5',
      days: 14,
      ratePercent: '62.50',
      referencePrice: '68000',
      coin: 'BTC',
    });
    // 0.5 x (1 + 14 x 0.625 / 365) = 0.51198630...
    expect(result.below).toEqual({ amount: expect.anything(), currency: 'BTC' });
    expect(result.below.amount.toFixed()).toBe('0.5119863');
    // 0.5 x 68,000 x (1 + 14 x 0.625 / 365) = 34,815.0684931...
    expect(result.above.currency).toBe('USDT');
    expect(result.above.amount.toFixed()).toBe('34815.06849315');
  });

  it('one share of 0.1 ETH for 7 days at 36.5 %: exactly 1 + 7 x 0.365 / 365 = 1.007', () => {
    const result = dualSettlement({
      type: 'call',
      amount: purchaseCost(1, '0.1'),
      days: 7,
      ratePercent: '36.5',
      referencePrice: '3500',
      coin: 'ETH',
    });
    expect(result.below.amount.toFixed()).toBe('0.1007');
    expect(result.above.amount.toFixed()).toBe('352.45');
  });

  it('invested in USDT: USDT with its yield above the reference price, the coin bought at it below', () => {
    const result = dualSettlement({
      type: 'put',
      amount: '6800',
      days: 30,
      ratePercent: '73',
      referencePrice: '68000',
      coin: 'BTC',
    });
    // growth 1 + 30 x 0.73 / 365 = 1.06
    expect(result.above).toMatchObject({ currency: 'USDT' });
    expect(result.above.amount.toFixed()).toBe('7208');
    expect(result.below.currency).toBe('BTC');
    expect(result.below.amount.toFixed()).toBe('0.106');
  });

  it('rounds payouts down to 8 decimals, never up', () => {
    const result = dualSettlement({
      type: 'put',
      amount: '100',
      days: 1,
      ratePercent: '10',
      referencePrice: '3',
      coin: 'ETH',
    });
    // 100 / 3 x (1 + 0.1 / 365) = 33.34246575...
    expect(result.below.amount.toFixed()).toBe('33.34246575');
  });

  it('prices shares exactly', () => {
    expect(purchaseCost(3, '6634.218').toFixed()).toBe('19902.654');
    expect(purchaseCost(5, '0.1').toFixed()).toBe('0.5');
  });
});
