// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithQuery, testQueryClient } from '../testing/render';
import { setUpTestI18n } from '../testing/test-i18n';
import { useToastStore } from '../ui/toast/toast-store';
import { useFundsRefresh } from './use-funds-refresh';

const handlers = new Map<string, (payload: unknown) => void>();
vi.mock('./hooks', () => ({
  useRealtimeEvent: (name: string, handler: (payload: unknown) => void) => handlers.set(name, handler),
}));

function Screen() {
  useFundsRefresh();
  return null;
}

beforeAll(async () => {
  await setUpTestI18n('en');
});

describe('funds refresh', () => {
  it('reloads balances, ledgers and records on a balance push, and nothing else', async () => {
    const client = testQueryClient();
    client.setQueryData(['POST', '/wallet/list'], {});
    client.setQueryData(['GET', '/user/withdraw/list', 'records'], {});
    client.setQueryData(['GET', '/market/quotation'], {});
    renderWithQuery(<Screen />, client);
    await act(async () => handlers.get('balance_change')!({}));
    expect(client.getQueryState(['POST', '/wallet/list'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['GET', '/user/withdraw/list', 'records'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['GET', '/market/quotation'])?.isInvalidated).toBe(false);
  });

  it('tells the user how a deposit or withdrawal was reviewed', async () => {
    renderWithQuery(<Screen />);
    await act(async () => handlers.get('deposit_result')!({ data: { status: 2 } }));
    expect(useToastStore.getState().current?.message).toBe('Your deposit was credited');
    await act(async () => handlers.get('withdraw_result')!({ data: { status: 3 } }));
    expect(useToastStore.getState().current?.message).toBe('Your withdrawal was rejected and refunded');
  });
});
