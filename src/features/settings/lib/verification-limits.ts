import type { VerificationTierLimit } from '../../../gen/model';

/** Limits of the verification levels (specification section 6), used when the server sends none. */
export const DEFAULT_VERIFICATION_LIMITS: VerificationTierLimit[] = [
  {
    real_type: 1,
    name: 'Lv1',
    withdraw_limit_24h: '200',
    withdraw_limit_currency: 'BTC',
    fiat_trade_limit: '2000',
    fiat_trade_currency: 'USDT',
  },
  {
    real_type: 2,
    name: 'Lv2',
    withdraw_limit_24h: '500',
    withdraw_limit_currency: 'BTC',
    fiat_trade_limit: '1000000',
    fiat_trade_currency: 'USDT',
  },
];

export const verificationLimits = (fromServer: VerificationTierLimit[] | undefined) =>
  fromServer && fromServer.length > 0 ? fromServer : DEFAULT_VERIFICATION_LIMITS;
