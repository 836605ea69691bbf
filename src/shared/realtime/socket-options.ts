/**
 * The socket settings of the specification (section 9): connection timeout 20000 ms, reconnection delay from 1000
 * to 5000 ms with randomization 0.5, unlimited attempts; WebSocket first with a real fallback to HTTP long-polling
 * (socket.io-client tries the next transport only with `tryAllTransports`).
 *
 * What socket.io's backoff then guarantees: attempt n (from 1) waits min(5000, 1000 x 2^(n-1)) ms, randomized by
 * up to ±50 % (the jitter is applied before the 5000 ms cap), so the first attempt comes 500-1500 ms after the
 * connection drops, the second 1000-3000 ms after the first fails, and no wait ever exceeds 5000 ms.
 */
import type { ManagerOptions, SocketOptions } from 'socket.io-client';

export const SOCKET_TIMING = {
  timeoutMs: 20_000,
  reconnectionDelayMs: 1_000,
  reconnectionDelayMaxMs: 5_000,
  randomizationFactor: 0.5,
} as const;

export const SOCKET_OPTIONS: Partial<ManagerOptions & SocketOptions> = {
  path: '/socket.io',
  transports: ['websocket', 'polling'],
  tryAllTransports: true,
  timeout: SOCKET_TIMING.timeoutMs,
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: SOCKET_TIMING.reconnectionDelayMs,
  reconnectionDelayMax: SOCKET_TIMING.reconnectionDelayMaxMs,
  randomizationFactor: SOCKET_TIMING.randomizationFactor,
  autoConnect: false,
  // the app watches the tickers it shows (`watch_tickers`): no snapshot of every pair's ticker on connecting
  query: { tickers: 'watch' },
};
