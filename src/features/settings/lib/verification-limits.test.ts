import { describe, expect, it } from 'vitest';
import { DEFAULT_VERIFICATION_LIMITS, verificationLimits } from './verification-limits';

describe('verificationLimits', () => {
  it('follows section 6: Lv1 200 BTC a day and 2,000 USDT a fiat trade, Lv2 500 BTC and 1,000,000 USDT', () => {
    expect(
      DEFAULT_VERIFICATION_LIMITS.map((tier) => [tier.name, tier.withdraw_limit_24h, tier.fiat_trade_limit]),
    ).toEqual([
      ['Lv1', '200', '2000'],
      ['Lv2', '500', '1000000'],
    ]);
  });

  it("prefers the server's limits and falls back when it sends none", () => {
    const server = [{ ...DEFAULT_VERIFICATION_LIMITS[0], withdraw_limit_24h: '250' }];
    expect(verificationLimits(server)).toBe(server);
    expect(verificationLimits([])).toBe(DEFAULT_VERIFICATION_LIMITS);
    expect(verificationLimits(undefined)).toBe(DEFAULT_VERIFICATION_LIMITS);
  });
});
