// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttpClient, resetHttpClient } from '../lib/http/http-config';
import { testQueryClient } from '../testing/render';
import { usePreferencesStore } from './preferences-store';
import { useSelectedFiat } from './use-fiat';

const rates = [
  {
    id: 1,
    currency_code: 'JPY',
    symbol: '¥',
    rate: '151.25',
    name: '円',
    option_name: '日元',
    en_name: 'Yen',
    tw_name: '日圓',
    update_time: '2026-11-21 10:00:00',
  },
  {
    id: 2,
    currency_code: 'USD',
    symbol: '$',
    rate: '1',
    name: 'ドル',
    option_name: '美元',
    en_name: 'Dollar',
    tw_name: '美元',
    update_time: '2026-11-21 10:00:00',
  },
];

function setUp() {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ type: 'ok', message: rates }), { status: 200 }));
  configureHttpClient({ fetch, getLanguage: () => 'jp', getToken: () => null });
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { fetch, wrapper };
}

beforeEach(() => localStorage.clear());
afterEach(() => resetHttpClient());

describe('useSelectedFiat', () => {
  it('starts as JPY at 153 and refreshes the rate from /currency/legales when older than an hour', async () => {
    usePreferencesStore.setState({ fiat: { currency_code: 'JPY', rate: '153', saveTime: 0 } });
    const { fetch, wrapper } = setUp();
    const { result } = renderHook(() => useSelectedFiat(), { wrapper });
    expect(result.current.rate).toBe('153');
    await waitFor(() => expect(result.current.rate).toBe('151.25'));
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain('/currency/legales');
    expect(result.current.saveTime).toBeGreaterThan(Date.now() - 5_000);
  });

  it('does not refetch a rate saved within the hour', async () => {
    usePreferencesStore.setState({ fiat: { currency_code: 'USD', rate: '1', saveTime: Date.now() - 10 * 60 * 1000 } });
    const { fetch, wrapper } = setUp();
    const { result } = renderHook(() => useSelectedFiat(), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
    expect(result.current.currency_code).toBe('USD');
  });
});
