import { describe, expect, it } from 'vitest';
import { VERIFICATION_LIMITS, verificationLimits } from './verification-limits';

const specified = verificationLimits(undefined);

describe('verification limits', () => {
  it('follow section 6: Lv1 200 BTC a day and 2,000 USDT a fiat trade, Lv2 500 BTC and 1,000,000 USDT', () => {
    expect(
      specified.map((tier) => [
        tier.real_type,
        tier.name,
        tier.withdraw_limit_24h,
        tier.withdraw_limit_currency,
        tier.fiat_trade_limit,
        tier.fiat_trade_currency,
      ]),
    ).toEqual([
      [1, 'Lv1', '200', 'BTC', '2000', 'USDT'],
      [2, 'Lv2', '500', 'BTC', '1000000', 'USDT'],
    ]);
    expect(specified).toEqual([VERIFICATION_LIMITS.basic, VERIFICATION_LIMITS.advanced]);
  });

  it("prefer the server's limits and fall back when it sends none", () => {
    const server = [{ ...specified[0], withdraw_limit_24h: '250' }];
    expect(verificationLimits(server)).toBe(server);
    expect(verificationLimits([])).toBe(specified);
  });
});
