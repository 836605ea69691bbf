import type { WalletChangeRow, WalletLegalRow, WalletLeverRow, WalletMicroRow } from '../../../gen/model';
import type { AccountKey } from '../../../shared/config/accounts';

type AnyRow = WalletLegalRow | WalletChangeRow | WalletLeverRow | WalletMicroRow;

/** Available and frozen balance of a row, read from the columns of its account (`<account>_balance`). */
export function balanceOf(key: AccountKey, row: AnyRow): { available: string; frozen: string } {
  const fields = row as unknown as Record<string, string>;
  return { available: fields[`${key}_balance`] ?? '0', frozen: fields[`lock_${key}_balance`] ?? '0' };
}
