// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KlinePayload } from '../../gen/socket/schemas';
import type { Ticker } from './market-store';
import { clearMarketStores, klineKey, klineStore, tickerStore } from './market-store';
import { useKline, useLastPrice, useLastPriceReader } from './hooks';
import { configureRealtime, resetRealtimeConfig } from './realtime-config';

let frames: Array<() => void> = [];
const nextFrame = () => act(() => frames.splice(0).forEach((flush) => flush()));

beforeEach(() => {
  clearMarketStores();
  frames = [];
  configureRealtime({ requestFrame: (flush) => frames.push(flush) });
});
afterEach(() => {
  resetRealtimeConfig();
  vi.useRealTimers();
});

const tick = (now_price: string, volume: string) =>
  tickerStore.write('BTC/USDT', { symbol: 'BTC/USDT', now_price, volume } as unknown as Ticker);

describe('last price hooks', () => {
  it('re-render a price leaf when the price changes, not on the ticker’s other figures', async () => {
    let renders = 0;
    function Price() {
      renders += 1;
      return <output>{useLastPrice('BTC/USDT', '100.5')}</output>;
    }
    render(<Price />);
    expect(screen.getByRole('status').textContent).toBe('100.5');
    tick('101', '10');
    await nextFrame();
    expect(screen.getByRole('status').textContent).toBe('101');
    const afterPrice = renders;
    tick('101', '12');
    await nextFrame();
    expect(renders).toBe(afterPrice);
  });

  it('read the latest price when asked, without rendering on ticks', async () => {
    let renders = 0;
    let read = () => '';
    function Form() {
      renders += 1;
      read = useLastPriceReader('BTC/USDT', '100.5');
      return null;
    }
    render(<Form />);
    expect(read()).toBe('100.5');
    tick('99.25', '10');
    await nextFrame();
    expect(read()).toBe('99.25');
    expect(renders).toBe(1);
  });
});

describe('a store read at most every so often', () => {
  const bar = (close: number) =>
    ({
      type: 'kline',
      symbol: 'BTC/USDT',
      period: '1min',
      time: 60_000,
      open: 1,
      high: 9,
      low: 1,
      close,
      volume: 1,
    }) as unknown as KlinePayload;

  it('renders the first push at once, then the latest one of a burst in the first frame after the interval', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const shown: Array<number | undefined> = [];
    function Chart() {
      const close = useKline('BTC/USDT', '1min', { atMostEveryMs: 250 })?.bars.at(-1)?.close;
      shown.push(close);
      return null;
    }
    render(<Chart />);
    const push = async (close: number) => {
      klineStore.write(klineKey('BTC/USDT', '1min'), bar(close));
      await nextFrame();
    };
    await push(10);
    expect(shown.at(-1)).toBe(10);
    const renders = shown.length;
    await act(() => vi.advanceTimersByTimeAsync(50));
    await push(11);
    await act(() => vi.advanceTimersByTimeAsync(50));
    await push(12);
    expect(shown).toHaveLength(renders);
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(shown).toHaveLength(renders); // due, but rendered in the next frame with every other store
    await nextFrame();
    expect(shown.at(-1)).toBe(12);
    expect(shown).toHaveLength(renders + 1);
  });
});
