/** What each verification level allows (specification section 6). */
export const LEVEL_LIMITS = {
  basic: { name: 'Lv1', withdraw: '200', withdrawCurrency: 'BTC', fiatTrade: '2000', fiatCurrency: 'USDT' },
  advanced: { name: 'Lv2', withdraw: '500', withdrawCurrency: 'BTC', fiatTrade: '1000000', fiatCurrency: 'USDT' },
} as const;
