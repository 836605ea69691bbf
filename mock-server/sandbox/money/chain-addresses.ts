/**
 * What an address looks like on each chain the contract lists (`WalletAddress.type`: TRC20, ERC20, OMNI, BTC),
 * and the chains each coin is paid out on. A withdrawal or a saved address that matches none of its coin's
 * chains is refused: the exchange would send the coins nowhere.
 */
const BITCOIN = /^(bc1[a-z0-9]{25,62}|[13][a-km-zA-HJ-NP-Z1-9]{25,34})$/;

const CHAIN_FORMATS: Record<string, RegExp> = {
  BTC: BITCOIN,
  // Omni layer tokens (USDT-Omni) live at bitcoin addresses
  OMNI: BITCOIN,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
};

/** The chains a coin (by currency id) is withdrawn on: BTC, ETH, and USDT on Tron and Ethereum. */
const COIN_CHAINS: Record<number, string[]> = { 1: ['BTC'], 2: ['ERC20'], 3: ['TRC20', 'ERC20'] };

/** Is `address` an address of one of the coin's chains (of `chain` alone when named)? */
export function isCoinAddress(currencyId: number, address: string, chain?: string): boolean {
  const chains = Object.hasOwn(COIN_CHAINS, currencyId) ? COIN_CHAINS[currencyId] : Object.keys(CHAIN_FORMATS);
  const candidates = chain === undefined ? chains : chains.filter((name) => name === chain.toUpperCase());
  return candidates.some((name) => CHAIN_FORMATS[name].test(address));
}
