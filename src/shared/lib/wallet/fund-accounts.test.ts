import { describe, expect, it } from 'vitest';
import type { WalletOverview } from '../../../gen/model';
import { availableIn, fundAccountsOf, fundTotalUsdt, walletTotalUsdt } from './fund-accounts';

const row = (key: string, currency: number, name: string, available: string, frozen: string) => ({
  currency,
  currency_name: name,
  [`${key}_balance`]: available,
  [`lock_${key}_balance`]: frozen,
});

const overview = {
  legal_wallet: { balance: [], usdt_totle: '0' },
  change_wallet: { balance: [row('change', 3, 'USDT', '1200.5', '10')], usdt_totle: '1210.5' },
  lever_wallet: { balance: [row('lever', 3, 'USDT', '300', '0')], usdt_totle: '300' },
  micro_wallet: { balance: [], usdt_totle: '0.1' },
  stock_wallet: { balance: [row('stock', 3, 'USDT', '0.2', '0')], usdt_totle: '0.2' },
} as unknown as WalletOverview;

describe('fund accounts', () => {
  it('reads each present account from its own columns, in display order, skipping absent ones', () => {
    const accounts = fundAccountsOf(overview);
    expect(accounts.map((account) => account.key)).toEqual(['legal', 'change', 'lever', 'micro', 'stock']);
    expect(accounts[1].balances[0]).toEqual({ currency: 3, name: 'USDT', available: '1200.5', frozen: '10' });
  });

  it('adds the totals exactly and finds a coin’s available balance, 0 when absent', () => {
    const accounts = fundAccountsOf(overview);
    expect(fundTotalUsdt(accounts).toFixed()).toBe('1510.8');
    expect(walletTotalUsdt(overview).toFixed()).toBe('1510.8');
    expect(availableIn(accounts, 'lever', 3)).toBe('300');
    expect(availableIn(accounts, 'legal', 3)).toBe('0');
  });
});
