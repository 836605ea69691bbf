import { describe, expect, it } from 'vitest';
import { marginFor, outstandingOf, riskLevelOf } from './loan-math';

describe('loan figures', () => {
  it('owes principal plus interest plus overdue interest less repayments, never below zero', () => {
    const loan = { amount: '600000.00', interest: '3600.00', overdue_interest: '6000.00', repaid_amount: '100000' };
    expect(outstandingOf(loan).toFixed(2)).toBe('509600.00');
    expect(outstandingOf({ ...loan, repaid_amount: '700000' }).toFixed()).toBe('0');
  });

  it('needs the loan over the leverage as margin', () => {
    expect(marginFor('1000000', 3).toFixed(2)).toBe('333333.34');
  });

  it('flags a risk rate near or under the 110 % liquidation line', () => {
    expect(riskLevelOf('0', '110')).toBeUndefined();
    expect(riskLevelOf('133.33', '110')).toBe('safe');
    expect(riskLevelOf('115', '110')).toBe('warning');
    expect(riskLevelOf('109.99', '110')).toBe('danger');
  });
});
