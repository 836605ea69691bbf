import { expect, it } from 'vitest';
import type { WalletChangeRow, WalletMicroRow } from '../../../gen/model';
import { balanceOf } from './balances';

it('reads the balance columns of the row’s account', () => {
  expect(balanceOf('change', { change_balance: '1.5', lock_change_balance: '0.25' } as WalletChangeRow)).toEqual({
    available: '1.5',
    frozen: '0.25',
  });
  expect(balanceOf('micro', { micro_balance: '3', lock_micro_balance: '0' } as WalletMicroRow)).toEqual({
    available: '3',
    frozen: '0',
  });
});
