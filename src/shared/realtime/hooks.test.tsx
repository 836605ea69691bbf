// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Ticker } from './market-store';
import { clearMarketStores, tickerStore } from './market-store';
import { useLastPrice, useLastPriceReader } from './hooks';
import { configureRealtime, resetRealtimeConfig } from './realtime-config';

let frames: Array<() => void> = [];
const nextFrame = () => act(() => frames.splice(0).forEach((flush) => flush()));

beforeEach(() => {
  clearMarketStores();
  frames = [];
  configureRealtime({ requestFrame: (flush) => frames.push(flush) });
});
afterEach(() => resetRealtimeConfig());

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
