/**
 * The real client layer against the mock emitter: it connects, authenticates and subscribes; when the emitter is
 * stopped and started again on the same port, it reconnects on socket.io's backoff for the specification's
 * settings (its first attempt after a wait drawn from 1000 ms ± 50 %, so due within 1500 ms of the drop), logs in
 * again and its subscriptions resume. WebSocket is tried first and HTTP long-polling really takes over when WebSocket is refused.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  connectRealtime,
  getRealtimeUserId,
  realtimeSocket,
  resetRealtimeConnection,
} from '../../src/shared/realtime/connection';
import {
  getConnectionState,
  holdTopic,
  onRealtimeEvent,
  subscribeConnectionState,
  type ConnectionState,
} from '../../src/shared/realtime/holdings';
import { klineKey, klineStore } from '../../src/shared/realtime/market-store';
import { configureRealtime } from '../../src/shared/realtime/realtime-config';
import { SOCKET_OPTIONS, SOCKET_TIMING } from '../../src/shared/realtime/socket-options';
import { sleep, startMockSocket, waitFor, type MockSocket } from './mock-socket';
import { resetClientLayer } from './client-layer';

const TOKEN = 'fedcba9876543210fedcba9876543210';
/** The longest the client may wait before its first reconnection attempt after a drop. */
const FIRST_RECONNECT_MAX_MS = SOCKET_TIMING.reconnectionDelayMs * (1 + SOCKET_TIMING.randomizationFactor);

/** The user holds a futures position on the server, so that private `lever_trade` pushes flow. */
function holdPosition(server: MockSocket) {
  const answer = server.emitter.sandbox.call('openFuturesPosition', TOKEN, {
    body: { currency_id: 1, legal_id: 3, type: 1, share: 1, multiple: 10 },
  });
  expect(answer.body).toMatchObject({ type: 'ok' });
}

/** Records the waits socket.io's backoff draws (what it guarantees), beside the times the attempts happen. */
function recordBackoff(socket: NonNullable<ReturnType<typeof realtimeSocket>>): number[] {
  const drawn: number[] = [];
  const backoff = (socket.io as unknown as { backoff: { duration: () => number } }).backoff;
  const duration = backoff.duration.bind(backoff);
  backoff.duration = () => {
    const wait = duration();
    drawn.push(wait);
    return wait;
  };
  return drawn;
}
let mock: MockSocket | undefined;

/**
 * Stops the emitter under the connected client and records how the client comes back: the waits its backoff draws,
 * the instants of its attempts, and the instant it saw the drop (0 until then).
 */
async function stopEmitter() {
  const socket = realtimeSocket()!;
  const attempts: number[] = [];
  const drawn = recordBackoff(socket);
  let dropped = 0;
  socket.io.on('reconnect_attempt', () => attempts.push(Date.now()));
  socket.on('disconnect', () => (dropped ||= Date.now()));
  await mock!.stop();
  mock = undefined;
  return { attempts, drawn, droppedAt: () => dropped };
}

beforeEach(() => {
  resetClientLayer();
});

afterEach(async () => {
  resetRealtimeConnection();
  await mock?.stop();
  mock = undefined;
});

describe('socket options', () => {
  it('are those of the specification', () => {
    expect(SOCKET_OPTIONS).toMatchObject({
      timeout: 20_000,
      reconnectionDelay: 1_000,
      reconnectionDelayMax: 5_000,
      randomizationFactor: 0.5,
      reconnectionAttempts: Infinity,
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
    });
    expect(FIRST_RECONNECT_MAX_MS).toBe(1_500);
  });
});

describe('after the emitter restarts', () => {
  it('reconnects within the backoff delays, logs in again and resumes its subscriptions', async () => {
    mock = await startMockSocket({ seed: 11, ticksPerSecond: 20, leverPushMs: 200 });
    holdPosition(mock);
    const { port } = mock;
    configureRealtime({ url: mock.url, getToken: () => TOKEN, requestFrame: (flush) => setTimeout(flush, 0) });
    const states: ConnectionState[] = [];
    subscribeConnectionState(() => states.push(getConnectionState()));
    const klines: number[] = [];
    const privateEvents: number[] = [];
    onRealtimeEvent('kline', (bar) => bar.symbol === 'BTC/USDT' && bar.period === '1min' && klines.push(Date.now()));
    onRealtimeEvent('lever_trade', () => privateEvents.push(Date.now()));
    holdTopic({ channel: 'kline', symbol: 'BTC/USDT', period: '1min' });
    connectRealtime();
    await waitFor(
      () => getRealtimeUserId() !== null && klines.length > 0 && privateEvents.length > 0,
      5000,
      'live data',
    );
    expect(getConnectionState()).toBe('connected');

    const { attempts, drawn, droppedAt } = await stopEmitter();
    await waitFor(() => droppedAt() > 0, 2000, 'the drop');
    expect(getConnectionState()).toBe('reconnecting');
    expect(getRealtimeUserId()).toBeNull();

    await sleep(150);
    mock = await startMockSocket({ port, seed: 12, ticksPerSecond: 20, leverPushMs: 200 });
    holdPosition(mock);
    await waitFor(() => getConnectionState() === 'connected', 15_000, 'the reconnection');
    const reconnectedAt = Date.now();

    // socket.io's backoff: the first attempt waits 1000 ms ± 50 %, and it happened when due
    expect(attempts).toHaveLength(1);
    expect(drawn[0]).toBeGreaterThanOrEqual(
      SOCKET_TIMING.reconnectionDelayMs * (1 - SOCKET_TIMING.randomizationFactor),
    );
    expect(drawn[0]).toBeLessThanOrEqual(FIRST_RECONNECT_MAX_MS);
    // the attempt waited its drawn delay (a timer never fires early; how late it fires is the machine's load, not
    // the client's, so no upper bound is read off the wall clock), and it was that first attempt that reconnected
    expect(attempts[0] - droppedAt()).toBeGreaterThanOrEqual(drawn[0] - 5);
    expect(reconnectedAt).toBeGreaterThanOrEqual(attempts[0]);
    expect(states).toEqual(['connecting', 'connected', 'reconnecting', 'connected']);

    // the new server has the subscription and the authenticated user again, and data flows
    await waitFor(
      () => klines.some((time) => time > reconnectedAt) && privateEvents.some((time) => time > reconnectedAt),
      3000,
      'resumed pushes',
    );
    expect(getRealtimeUserId()).not.toBeNull();
    expect(mock.emitter.io.sockets.adapter.rooms.get('kline:BTC/USDT:1min')?.size).toBe(1);
    await waitFor(
      () => (klineStore.get(klineKey('BTC/USDT', '1min'))?.bars.length ?? 0) > 0,
      1000,
      'bars in the store',
    );
  });

  it('keeps retrying while the emitter is down, with growing waits', async () => {
    mock = await startMockSocket({ seed: 3 });
    configureRealtime({ url: mock.url });
    connectRealtime();
    await waitFor(() => getConnectionState() === 'connected', 5000, 'connection');
    const { attempts, drawn, droppedAt } = await stopEmitter();
    await waitFor(() => attempts.length >= 2, 15_000, 'two attempts');
    expect(getConnectionState()).toBe('reconnecting');
    // attempt n waits 1000 x 2^(n-1) ms ± 50 %, capped at 5000 ms (the refused attempt itself takes a few ms)
    expect(drawn[0]).toBeGreaterThanOrEqual(500);
    expect(drawn[0]).toBeLessThanOrEqual(1500);
    expect(drawn[1]).toBeGreaterThanOrEqual(1000);
    expect(drawn[1]).toBeLessThanOrEqual(3000);
    // each attempt waited its drawn delay after the one before
    expect(attempts[0] - droppedAt()).toBeGreaterThanOrEqual(drawn[0] - 5);
    expect(attempts[1] - attempts[0]).toBeGreaterThanOrEqual(drawn[1] - 5);
  });
});

describe('transports', () => {
  async function pollingOnlyServer() {
    const server = createServer();
    const ioServer = new Server(server, { transports: ['polling'] });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return {
      url,
      stop: async () => {
        const closing = ioServer.close();
        server.closeAllConnections();
        await closing;
      },
    };
  }

  it('falls back to HTTP long-polling when WebSocket is refused', async () => {
    const server = await pollingOnlyServer();
    try {
      configureRealtime({ url: server.url });
      connectRealtime();
      await waitFor(() => getConnectionState() === 'connected', 5000, 'a polling connection');
      expect(realtimeSocket()!.io.engine.transport.name).toBe('polling');
    } finally {
      resetRealtimeConnection();
      await server.stop();
    }
  });

  it('would not fall back without tryAllTransports (why the option is set)', async () => {
    const server = await pollingOnlyServer();
    const client = io(server.url, {
      ...SOCKET_OPTIONS,
      tryAllTransports: false,
      reconnection: false,
      autoConnect: true,
    });
    try {
      const failed = await new Promise<boolean>((resolve) => {
        client.on('connect', () => resolve(false));
        client.on('connect_error', () => resolve(true));
      });
      expect(failed).toBe(true);
    } finally {
      client.close();
      await server.stop();
    }
  });
});
