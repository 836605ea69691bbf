import { describe, expect, it } from 'vitest';
import { remainingOf, subscribedOf, subscribedPercent } from './ieo-figures';

describe('IEO figures', () => {
  it("reads total_sell as what is left: the contract's Nova example, 7.4M of 20M left, is 63 % subscribed", () => {
    expect(subscribedOf('20000000.00000000', '7400000.00000000').toFixed()).toBe('12600000');
    expect(subscribedPercent('20000000.00000000', '7400000.00000000')).toBe('63.00');
    expect(remainingOf('7400000.00000000').toFixed()).toBe('7400000');
  });

  it('tells a project not started from one sold out, and never rounds a share up', () => {
    expect(subscribedPercent('5000000', '5000000')).toBe('0.00');
    expect(subscribedPercent('10000000', '0')).toBe('100.00');
    expect(subscribedPercent('3', '1')).toBe('66.66');
    expect(subscribedPercent('0', '0')).toBe('0.00');
  });
});
