/** The four wallet accounts (specification section 3): balance types of the backend. */
export const ACCOUNT_TYPES = [
  { id: 1, key: 'legal' },
  { id: 2, key: 'change' },
  { id: 3, key: 'lever' },
  { id: 4, key: 'micro' },
] as const;

export type AccountType = (typeof ACCOUNT_TYPES)[number];
export type AccountKey = AccountType['key'];

export const accountById = (id: number) => ACCOUNT_TYPES.find((account) => account.id === id);

/** The three trade sections of the trade tab, in display order. */
export const TRADE_SECTIONS = ['seconds', 'futures', 'coins'] as const;
export type TradeSection = (typeof TRADE_SECTIONS)[number];
