/** The three trade sections of the trade tab, in display order. */
export const TRADE_SECTIONS = ['seconds', 'futures', 'coins'] as const;
export type TradeSection = (typeof TRADE_SECTIONS)[number];
