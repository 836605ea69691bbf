import type { BankCardInfo, InternationalBankCardInfo, WalletAddress } from '../../../gen/model';

/** Where a withdrawal can go: the saved addresses of the coin, and each saved bank card (masked). */
export type Destinations = {
  addresses: WalletAddress[];
  domesticCard?: string;
  internationalCard?: string;
};

const masked = (account: string) => `${account.trim().slice(0, 4)} **** ${account.trim().slice(-4)}`;

export function destinationsOf(
  currency: number,
  addresses: WalletAddress[],
  domestic: BankCardInfo | undefined,
  international: InternationalBankCardInfo | undefined,
): Destinations {
  return {
    addresses: addresses.filter((address) => address.currency === currency),
    domesticCard: domestic?.bank_account ? `${domestic.bank_name} ${masked(domestic.bank_account)}` : undefined,
    internationalCard: international?.bank_account
      ? `${international.bank_name} ${masked(international.bank_account)}`
      : undefined,
  };
}
