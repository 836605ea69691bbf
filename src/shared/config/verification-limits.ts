import type { VerificationTierLimit } from '../../gen/model';

/** What each identity-verification level allows (specification section 6): Lv1 basic, Lv2 advanced. */
export const VERIFICATION_LIMITS = {
  basic: {
    real_type: 1,
    name: 'Lv1',
    withdraw_limit_24h: '200',
    withdraw_limit_currency: 'BTC',
    fiat_trade_limit: '2000',
    fiat_trade_currency: 'USDT',
  },
  advanced: {
    real_type: 2,
    name: 'Lv2',
    withdraw_limit_24h: '500',
    withdraw_limit_currency: 'BTC',
    fiat_trade_limit: '1000000',
    fiat_trade_currency: 'USDT',
  },
} as const satisfies Record<'basic' | 'advanced', VerificationTierLimit>;

/** Both levels in order, as the server lists them. */
const DEFAULT_VERIFICATION_LIMITS: VerificationTierLimit[] = [VERIFICATION_LIMITS.basic, VERIFICATION_LIMITS.advanced];

/** The server's limits, or those of the specification when it sends none. */
export const verificationLimits = (fromServer: VerificationTierLimit[] | undefined) =>
  fromServer && fromServer.length > 0 ? fromServer : DEFAULT_VERIFICATION_LIMITS;
