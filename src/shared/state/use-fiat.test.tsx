// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sandboxForThisFile } from '@tradedesk/mock-server/in-process';
import { listFiatRates } from '../../gen/api/common/common';
import { configureHttpClient, resetHttpClient } from '../lib/http/http-config';
import { testQueryClient } from '../testing/render';
import { usePreferencesStore } from './preferences-store';
import { useSelectedFiat } from './use-fiat';

// the rates are the contract's written example, answered as the mock answers them (x-mock-example)
const mock = sandboxForThisFile({ startAt: Date.UTC(2026, 10, 21, 10) });

function setUp() {
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

beforeEach(() => {
  localStorage.clear();
  configureHttpClient({ getLanguage: () => 'jp', getToken: () => null });
});
afterEach(() => resetHttpClient());

describe('useSelectedFiat', () => {
  it('starts as JPY at 153 and refreshes the rate from /currency/legales when older than an hour', async () => {
    const published = (await listFiatRates()).find((rate) => rate.currency_code === 'JPY')!.rate;
    expect(published).not.toBe('153');
    usePreferencesStore.setState({ fiat: { currency_code: 'JPY', rate: '153', saveTime: 0 } });
    const { wrapper } = setUp();
    const { result } = renderHook(() => useSelectedFiat(), { wrapper });
    expect(result.current.rate).toBe('153');
    await waitFor(() => expect(result.current.rate).toBe(published));
    expect(result.current.saveTime).toBeGreaterThan(Date.now() - 5_000);
  });

  it('does not refetch a rate saved within the hour', async () => {
    usePreferencesStore.setState({ fiat: { currency_code: 'USD', rate: '1', saveTime: Date.now() - 10 * 60 * 1000 } });
    const before = mock.callsOf('listFiatRates');
    const { client, wrapper } = setUp();
    const { result } = renderHook(() => useSelectedFiat(), { wrapper });
    // a fetch started on mount would be counted once it settles: wait for nothing to be in flight, then count
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(mock.callsOf('listFiatRates')).toBe(before);
    expect(result.current.currency_code).toBe('USD');
  });
});
