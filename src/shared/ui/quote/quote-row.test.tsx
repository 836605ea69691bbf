// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuotationPair } from '../../../gen/model';
import { resetRealtimeConnection } from '../../realtime/connection';
import { clearMarketStores, tickerStore, type Ticker } from '../../realtime/market-store';
import { configureRealtime, resetRealtimeConfig } from '../../realtime/realtime-config';
import { setUpTestI18n } from '../../testing/test-i18n';
import { QuoteRow } from './quote-row';

const pair = {
  id: 1,
  currency_id: 1,
  legal_id: 3,
  currency_name: 'BTC',
  legal_name: 'USDT',
  logo: '/upload/btc.svg',
  now_price: '66000',
  change: '1.5',
  volume: '1200',
} as unknown as QuotationPair;

let frames: Array<() => void> = [];
const nextFrame = () => act(() => frames.splice(0).forEach((flush) => flush()));
const tick = (now_price: string) =>
  tickerStore.write('BTC/USDT', { symbol: 'BTC/USDT', now_price, change: '1.5', volume: '1200' } as Ticker);
const shownPrice = () => screen.getByText(/^66,\d{3}$/).textContent;

beforeAll(async () => {
  await setUpTestI18n('en');
});
beforeEach(() => {
  clearMarketStores();
  frames = [];
  configureRealtime({ requestFrame: (flush) => frames.push(flush) });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  cleanup();
  resetRealtimeConnection();
  resetRealtimeConfig();
  vi.useRealTimers();
});

describe('QuoteRow', () => {
  it('shows a burst of ticks at most once a second, the latest one, on a frame', async () => {
    render(<QuoteRow pair={pair} />);
    expect(shownPrice()).toBe('66,000');
    tick('66100');
    await nextFrame();
    expect(shownPrice()).toBe('66,100');

    for (const price of ['66200', '66300', '66400']) {
      await act(() => vi.advanceTimersByTimeAsync(100));
      tick(price);
      await nextFrame();
    }
    expect(shownPrice()).toBe('66,100');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(shownPrice()).toBe('66,100');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(shownPrice()).toBe('66,100'); // due, but written on the next frame with everything else
    await nextFrame();
    expect(shownPrice()).toBe('66,400');
  });
});
