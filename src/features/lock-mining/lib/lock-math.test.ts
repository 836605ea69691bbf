import { describe, expect, it } from 'vitest';
import { expectedYield, penaltyDays, redemptionReturn } from './lock-math';

describe('lock-up mining figures', () => {
  it('the penalty of section 9, 0.4 % x 3 days x 1000 = 12 as the server states it: 988 comes back', () => {
    expect(redemptionReturn('1000', '12').toFixed()).toBe('988');
  });

  it('the yield of the term: 1000 USDT at 0.35 % a day for 30 days earns 105', () => {
    expect(expectedYield('1000', '0.35', 30).toFixed()).toBe('105');
    // 0.05 BTC at 0.40 % for 90 days: exact decimals, no float noise
    expect(expectedYield('0.05', '0.40', 90).toFixed()).toBe('0.018');
    expect(expectedYield('0.123456789', '0.33', 7).toFixed()).toBe('0.00285185');
  });

  it('tells the remaining days behind a stated penalty', () => {
    expect(penaltyDays('1000', '0.40', 12)).toBe(3);
    expect(penaltyDays('2500', '0.40', 0)).toBe(0);
    expect(penaltyDays('0', '0.40', 0)).toBe(0);
  });
});
