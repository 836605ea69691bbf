import { expect, it } from 'vitest';
import type { WalletOverview } from '../../../gen/model';
import { totalUsdt } from './wallet-overview';

const account = (usdt_totle: number) => ({ balance: [], totle: 0, usdt_totle, CNY: '' as const });

it('adds the four accounts exactly', () => {
  const overview = {
    legal_wallet: account(0.1),
    change_wallet: account(0.2),
    lever_wallet: account(100),
    micro_wallet: account(0),
    ExRate: '7.1',
    is_open_CTbi: '1',
  } as WalletOverview;
  expect(totalUsdt(overview).toString()).toBe('100.3');
});
