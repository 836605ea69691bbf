/** The four wallet accounts (specification section 3): balance types 1 to 4 of the backend, in that order. */
export type AccountKey = 'legal' | 'change' | 'lever' | 'micro';

/** The three trade sections of the trade tab, in display order. */
export const TRADE_SECTIONS = ['seconds', 'futures', 'coins'] as const;
export type TradeSection = (typeof TRADE_SECTIONS)[number];
