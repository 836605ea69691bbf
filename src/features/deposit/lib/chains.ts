import type { WalletDepositAddress } from '../../../gen/model';

/** The chains a coin is deposited on, with the address of each: USDT answers one per chain, other coins one. */
export function chainsOf(answer: WalletDepositAddress, coin: string): Array<{ chain: string; address: string }> {
  if (typeof answer === 'string') return [{ chain: coin, address: answer }];
  return Object.entries(answer).map(([chain, address]) => ({ chain: chain.toUpperCase(), address }));
}
