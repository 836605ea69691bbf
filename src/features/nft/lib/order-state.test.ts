import { describe, expect, it } from 'vitest';
import { itReturnsEach } from '../../../shared/testing/returns-each';
import { isPurchase, orderState } from './order-state';

describe('orderState', () => {
  itReturnsEach('%j -> %s', orderState, [
    [{ is_pay: 0, is_expired: 0 }, 'pending'],
    [{ is_pay: 1, is_expired: 0 }, 'paid'],
    [{ is_pay: 0, is_expired: 1 }, 'expired'],
  ]);
});

describe('isPurchase', () => {
  it('tells a purchase from a won auction, an order without a sale mode being an auction', () => {
    expect([isPurchase({ pay_type: '1' }), isPurchase({ pay_type: '3' })]).toEqual([true, true]);
    expect([isPurchase({ pay_type: '2' }), isPurchase({})]).toEqual([false, false]);
  });
});
