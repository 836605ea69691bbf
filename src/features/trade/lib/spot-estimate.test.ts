import { describe, expect, it } from 'vitest';
import { estimateSpot, maxBuyable } from './spot-estimate';

describe('estimateSpot', () => {
  it('multiplies price and amount exactly and takes the fee in percent', () => {
    const estimate = estimateSpot('0.1', '3', '0.2')!;
    expect(estimate.total.toFixed()).toBe('0.3');
    expect(estimate.fee.toFixed()).toBe('0.0006');
  });
  it('waits for both numbers', () => {
    expect(estimateSpot('', '3', '0.2')).toBeNull();
  });
});

describe('maxBuyable', () => {
  it('cuts down to the precision', () => {
    expect(maxBuyable('100', '3', 4)).toBe('33.3333');
    expect(maxBuyable('100', '0', 4)).toBe('0');
  });
});
