import { describe, expect, it } from 'vitest';
import { estimateFutures } from './futures-estimate';

describe('estimateFutures', () => {
  it('computes margin, fee and liquidation of a long', () => {
    const estimate = estimateFutures({
      price: '60000',
      lots: '2',
      lotSize: '0.01',
      multiple: '10',
      feePercent: '0.10',
      type: 1,
    })!;
    expect(estimate.value.toFixed()).toBe('1200');
    expect(estimate.margin.toFixed()).toBe('120');
    expect(estimate.fee.toFixed()).toBe('1.2');
    expect(estimate.liquidation.toFixed()).toBe('54000');
  });

  it('puts the liquidation of a short above the price', () => {
    const estimate = estimateFutures({
      price: '100',
      lots: '1',
      lotSize: '1',
      multiple: '20',
      feePercent: '0',
      type: 2,
    })!;
    expect(estimate.liquidation.toFixed()).toBe('105');
  });

  it('gives nothing while an input is missing or malformed', () => {
    expect(
      estimateFutures({ price: '', lots: '1', lotSize: '1', multiple: '5', feePercent: '0.1', type: 1 }),
    ).toBeNull();
    expect(
      estimateFutures({ price: '1', lots: 'x', lotSize: '1', multiple: '5', feePercent: '0.1', type: 1 }),
    ).toBeNull();
  });
});
