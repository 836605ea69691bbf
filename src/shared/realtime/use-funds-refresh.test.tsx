// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getListQuotationsQueryKey } from '../../gen/api/content/content';
import { getGetWalletOverviewQueryKey, getListWithdrawalRecordsQueryKey } from '../../gen/api/wallet/wallet';
import { readQueryKey } from '../lib/query/invalidation';
import { renderWithQuery, testQueryClient } from '../testing/render';
import { useFundsRefresh } from './use-funds-refresh';

const handlers = new Map<string, (payload: unknown) => void>();
vi.mock('./hooks', () => ({
  useRealtimeEvent: (name: string, handler: (payload: unknown) => void) => handlers.set(name, handler),
}));

function Screen() {
  useFundsRefresh();
  return null;
}

describe('funds refresh', () => {
  it('reloads balances and ledgers on a balance push, and nothing else', async () => {
    const client = testQueryClient();
    const [balances, ledger, records, quotations] = [
      getGetWalletOverviewQueryKey(),
      readQueryKey('listWalletLedger', { currency: 3, type: 2 }, 'pages', 10),
      getListWithdrawalRecordsQueryKey({ page: 1 }),
      getListQuotationsQueryKey(),
    ];
    for (const key of [balances, ledger, records, quotations]) client.setQueryData(key, {});
    renderWithQuery(<Screen />, client);
    await act(async () => handlers.get('balance_change')!({}));
    expect(client.getQueryState(balances)?.isInvalidated).toBe(true);
    expect(client.getQueryState(ledger)?.isInvalidated).toBe(true);
    // a withdrawal's record changes with its review (withdraw_result), not with each balance it moves
    expect(client.getQueryState(records)?.isInvalidated).toBe(false);
    expect(client.getQueryState(quotations)?.isInvalidated).toBe(false);
  });
});
