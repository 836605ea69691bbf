import { describe, expect, it } from 'vitest';
import { orderState } from './order-state';

describe('orderState', () => {
  it.each([
    [{ is_pay: 0, is_expired: 0 }, 'pending'],
    [{ is_pay: 1, is_expired: 0 }, 'paid'],
    [{ is_pay: 0, is_expired: 1 }, 'expired'],
  ] as const)('%j -> %s', (order, expected) => {
    expect(orderState(order)).toBe(expected);
  });
});
