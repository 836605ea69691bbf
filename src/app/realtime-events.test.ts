// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getListQuotationsQueryKey } from '../gen/api/content/content';
import { getListMyDualOrdersQueryKey } from '../gen/api/invest/invest';
import { getListMyLockMiningOrdersQueryKey } from '../gen/api/lockming/lockming';
import { getGetWalletOverviewQueryKey, getListWithdrawalRecordsQueryKey } from '../gen/api/wallet/wallet';
import type { ServerEventPayloads } from '../gen/socket/events';
import { i18n } from '../shared/i18n/i18n';
import { configureHttpClient, resetHttpClient } from '../shared/lib/http/http-config';
import { readQueryKey } from '../shared/lib/query/invalidation';
import { setUpTestI18n } from '../shared/testing/test-i18n';
import { testQueryClient } from '../shared/testing/render';
import { listenToAccountEvents } from './realtime-events';

const handlers = new Map<string, (payload: unknown) => void>();
vi.mock('../shared/realtime/holdings', () => ({
  onRealtimeEvent: (name: string, handler: (payload: unknown) => void) => handlers.set(name, handler),
}));
const client = testQueryClient();
vi.mock('../shared/lib/query/load-query-client', () => ({ loadQueryClient: async () => client }));

const push = (payload: Partial<ServerEventPayloads['balance_change']>) =>
  handlers.get('balance_change')!({
    type: 'balance_change',
    to: 1024,
    currency_id: 3,
    currency_name: 'USDT',
    account: 'change',
    balance: '1003.50000000',
    lock_balance: '1000.00000000',
    change: '3.50000000',
    reason: 'lockming_interest',
    time: 1_795_000_000_000,
    ...payload,
  });

beforeAll(async () => {
  await setUpTestI18n('en');
  listenToAccountEvents();
});
afterEach(() => {
  resetHttpClient();
  client.clear();
});

/** The reads a balance push changes, and two it does not, each held with data as a screen would. */
function heldReads() {
  const keys = {
    balances: getGetWalletOverviewQueryKey(),
    ledger: readQueryKey('listWalletLedger', { currency: 3, type: 2 }, 'pages', 10),
    lockUps: getListMyLockMiningOrdersQueryKey(),
    duals: getListMyDualOrdersQueryKey({ status: 1 }),
    records: getListWithdrawalRecordsQueryKey({ page: 1 }),
    quotations: getListQuotationsQueryKey(),
  };
  for (const key of Object.values(keys)) client.setQueryData(key, {});
  return (name: keyof typeof keys) => client.getQueryState(keys[name])?.isInvalidated;
}

describe('a balance pushed by the exchange, on whatever screen is open', () => {
  it('reads the balances, ledgers and product orders again, and nothing else', async () => {
    const invalidated = heldReads();
    push({ reason: 'spot_fill' });
    await vi.waitFor(() => expect(invalidated('balances')).toBe(true));
    expect(invalidated('ledger')).toBe(true);
    expect(invalidated('lockUps')).toBe(true);
    expect(invalidated('duals')).toBe(true);
    // a withdrawal's record changes with its review (withdraw_result), not with each balance it moves
    expect(invalidated('records')).toBe(false);
    expect(invalidated('quotations')).toBe(false);
  });

  it('tells of a day of interest, a lock-up come to term and a dual settlement, in the user’s language', async () => {
    const toast = vi.fn();
    configureHttpClient({ toast });
    push({ reason: 'lockming_interest', change: '3.50000000' });
    push({ reason: 'lockming_redeem', change: '1000.00000000' });
    push({ reason: 'dual_settle', change: '0.00052161', currency_name: 'BTC', currency_id: 1 });
    await vi.waitFor(() => expect(toast).toHaveBeenCalledTimes(3));
    expect(toast.mock.calls.map(([message]) => message)).toEqual([
      'Lock-up mining paid 3.500000 USDT of interest',
      'Your lock-up reached its term: 1,000.000000 USDT is available again',
      'Your dual investment settled: 0.00052161 BTC paid out',
    ]);
  });

  it('says nothing of a movement the user made', async () => {
    const toast = vi.fn();
    configureHttpClient({ toast });
    const invalidated = heldReads();
    push({ reason: 'spot_order', change: '-100.00000000' });
    await vi.waitFor(() => expect(invalidated('balances')).toBe(true));
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('a push that comes before the notices’ texts', () => {
  it('reads again what it changed without waiting for them', async () => {
    const toast = vi.fn();
    configureHttpClient({ toast });
    const loading = vi.spyOn(i18n, 'loadNamespaces').mockReturnValue(new Promise(() => undefined));
    try {
      const invalidated = heldReads();
      push({ reason: 'lockming_interest', change: '3.50000000' });
      await vi.waitFor(() => expect(invalidated('lockUps')).toBe(true));
      expect(invalidated('balances')).toBe(true);
      expect(toast).not.toHaveBeenCalled();
    } finally {
      loading.mockRestore();
    }
  });
});
