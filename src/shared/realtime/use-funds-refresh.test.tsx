// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
});
