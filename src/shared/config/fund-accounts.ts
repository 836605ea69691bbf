/** Every account of the asset overview, in display order; the last three are sent only where the site has them. */
export const FUND_ACCOUNTS = ['legal', 'change', 'lever', 'micro', 'coin_lever', 'stock', 'margin'] as const;
export type FundAccount = (typeof FUND_ACCOUNTS)[number];
