import { describe, expect, it } from 'vitest';
import type { BankCardInfo, WalletAddress } from '../../../gen/model';
import { destinationsOf } from './destinations';

const address = (currency: number, value: string) => ({ currency, address: value, name: 'x' }) as WalletAddress;

describe('withdrawal destinations', () => {
  it('keeps the addresses of the coin and masks a saved card; no card without an account number', () => {
    const card = { bank_name: 'Mizuho', bank_account: '1234567890123' } as BankCardInfo;
    const result = destinationsOf(3, [address(3, 'TA'), address(1, 'bc1')], card, undefined);
    expect(result.addresses.map((row) => row.address)).toEqual(['TA']);
    expect(result.domesticCard).toBe('Mizuho 1234 **** 0123');
    expect(result.internationalCard).toBeUndefined();
  });
});
