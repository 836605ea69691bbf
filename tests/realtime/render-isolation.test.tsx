// @vitest-environment jsdom
/**
 * The store coalesces ticks per animation frame and lets a component subscribe to one symbol: ticks to one symbol
 * re-render only what shows that symbol, at most once per frame.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAsyncApi } from '@tradedesk/contract';
import { ConnectionBadge } from '../../src/shared/realtime/connection-badge';
import { receive } from '../../src/shared/realtime/connection';
import { heldTopics } from '../../src/shared/realtime/holdings';
import { useKline, useRealtimeEvent, useTicker } from '../../src/shared/realtime/hooks';
import { tickerStore } from '../../src/shared/realtime/market-store';
import { configureRealtime } from '../../src/shared/realtime/realtime-config';
import type { ServerEventPayloads } from '../../src/gen/socket/events';
import { resetClientLayer } from './client-layer';

const document = loadAsyncApi('asyncapi/dist/asyncapi.yaml'); // relative to the project: jsdom changes import.meta.url
const ticker = (symbol: string, price: string) =>
  ({
    ...(document.components.messages.daymarket.examples![0].payload as ServerEventPayloads['daymarket']),
    symbol,
    now_price: price,
    close: price,
  }) satisfies ServerEventPayloads['daymarket'];

let frames: Array<() => void> = [];
const nextFrame = () =>
  act(() => {
    const pending = frames;
    frames = [];
    for (const flush of pending) flush();
  });
const renders: Record<string, number> = {};

function TickerRow({ symbol }: { symbol: string }) {
  const live = useTicker(symbol);
  renders[symbol] = (renders[symbol] ?? 0) + 1;
  return <div data-testid={symbol}>{live?.now_price ?? '-'}</div>;
}

beforeEach(() => {
  resetClientLayer();
  frames = [];
  for (const key of Object.keys(renders)) delete renders[key];
  configureRealtime({ requestFrame: (flush) => frames.push(flush), onInvalidPayload: () => undefined });
});
afterEach(cleanup);

describe('render isolation', () => {
  it('ticks to one symbol re-render only that symbol, once per frame', () => {
    render(
      <>
        <TickerRow symbol="BTC/USDT" />
        <TickerRow symbol="ETH/USDT" />
        <TickerRow symbol="SOL/USDT" />
      </>,
    );
    expect(renders).toEqual({ 'BTC/USDT': 1, 'ETH/USDT': 1, 'SOL/USDT': 1 });

    const framesBefore = tickerStore.stats.frames;
    for (let index = 0; index < 10; index += 1) act(() => receive('daymarket', ticker('BTC/USDT', `6634${index}.00`)));
    expect(renders['BTC/USDT']).toBe(1); // nothing shows before the frame
    nextFrame();
    expect(tickerStore.stats.frames - framesBefore).toBe(1);
    expect(renders).toEqual({ 'BTC/USDT': 2, 'ETH/USDT': 1, 'SOL/USDT': 1 });
    expect(screen.getByTestId('BTC/USDT').textContent).toBe('66349.00');

    act(() => receive('daymarket', ticker('ETH/USDT', '3184.62')));
    nextFrame();
    expect(renders).toEqual({ 'BTC/USDT': 2, 'ETH/USDT': 2, 'SOL/USDT': 1 });
    expect(screen.getByTestId('ETH/USDT').textContent).toBe('3184.62');

    nextFrame(); // a frame with no ticks renders nothing
    expect(renders).toEqual({ 'BTC/USDT': 2, 'ETH/USDT': 2, 'SOL/USDT': 1 });
  });

  it('an invalid tick renders nothing', () => {
    render(<TickerRow symbol="BTC/USDT" />);
    act(() => receive('daymarket', { ...ticker('BTC/USDT', '1.00'), now_price: 1 }));
    nextFrame();
    expect(renders['BTC/USDT']).toBe(1);
    expect(screen.getByTestId('BTC/USDT').textContent).toBe('-');
  });
});

describe('hooks', () => {
  function Chart({ symbol }: { symbol: string }) {
    const series = useKline(symbol, '1min');
    return <span data-testid={`chart-${symbol}`}>{series?.bars.length ?? 0}</span>;
  }

  it('useKline holds its topic while mounted, counted across components', () => {
    const view = render(
      <>
        <Chart symbol="BTC/USDT" />
        <Chart symbol="BTC/USDT" />
      </>,
    );
    expect(heldTopics()).toEqual([{ channel: 'kline', symbol: 'BTC/USDT', period: '1min' }]);
    view.rerender(<Chart symbol="BTC/USDT" />);
    expect(heldTopics()).toHaveLength(1);
    view.rerender(<Chart symbol="ETH/USDT" />);
    expect(heldTopics()).toEqual([{ channel: 'kline', symbol: 'ETH/USDT', period: '1min' }]);
    view.unmount();
    expect(heldTopics()).toEqual([]);
  });

  it('useKline shows the bars of its symbol and period only', () => {
    render(<Chart symbol="BTC/USDT" />);
    const bar = document.components.messages.kline.examples![0].payload as ServerEventPayloads['kline'];
    act(() => {
      receive('kline', bar);
      receive('kline', { ...bar, time: bar.time + 60_000 });
      receive('kline', { ...bar, period: '5min', time: bar.time });
      receive('kline', { ...bar, symbol: 'ETH/USDT' });
    });
    nextFrame();
    expect(screen.getByTestId('chart-BTC/USDT').textContent).toBe('2');
  });

  it('useRealtimeEvent gets each event, one by one, with the latest handler', () => {
    const first = vi.fn();
    const second = vi.fn();
    function Listener({ handler }: { handler: (payload: ServerEventPayloads['mail_message']) => void }) {
      useRealtimeEvent('mail_message', handler);
      return null;
    }
    const view = render(<Listener handler={first} />);
    const mail = document.components.messages.mail_message.examples![0].payload;
    act(() => {
      receive('mail_message', mail);
      receive('mail_message', mail);
    });
    expect(first).toHaveBeenCalledTimes(2);
    view.rerender(<Listener handler={second} />);
    act(() => receive('mail_message', mail));
    expect(first).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledTimes(1);
    view.unmount();
    receive('mail_message', mail);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('ConnectionBadge shows the state with the label it is given', () => {
    render(
      <ConnectionBadge
        labels={{ connecting: 'Connecting', connected: 'Live', reconnecting: 'Reconnecting', offline: 'Offline' }}
      />,
    );
    const badge = screen.getByRole('status');
    expect(badge.textContent).toBe('Offline');
    expect(badge.getAttribute('data-state')).toBe('offline');
  });
});
