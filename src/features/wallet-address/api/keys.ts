/** Cache key of the saved withdrawal addresses (every page). */
export const WALLET_ADDRESSES_KEY = ['wallet-address', 'list'] as const;
