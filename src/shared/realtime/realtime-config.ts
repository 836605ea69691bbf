/**
 * What the realtime layer needs from the app, injected so that it never imports app state:
 * `configureRealtime({ getToken })` once at start-up (the token getter is read at every (re)connection).
 */
import type { ManagerOptions, SocketOptions } from 'socket.io-client';
import { createInjectedConfig } from '../lib/injected-config';

type InvalidPayloadReport = { event: string; issues: string; payload: unknown };

/**
 * What the app injects into the socket layer (the token, the address, the reports of a broken payload).
 * @internal
 */
export type RealtimeConfig = {
  /** The session token, or null when logged out. */
  getToken: () => string | null;
  /** Where socket.io lives; the page's own origin by default (Vite proxies /socket.io in development). */
  url?: string;
  /** Called for every payload that breaks the contract; it is dropped either way. Development: a console warning. */
  onInvalidPayload: (report: InvalidPayloadReport) => void;
  /** Schedules a store flush; the next animation frame by default. */
  requestFrame: (flush: () => void) => void;
  /** How long an acknowledgement may take (ms). */
  ackTimeoutMs: number;
  /** Test and tooling overrides of the socket.io options (never needed by the app). */
  socketOptions?: Partial<ManagerOptions & SocketOptions>;
};

/**
 * A `requestFrame` that runs every flush asked for before the next frame in one callback of `schedule`: the ticker,
 * book, trades and k-line stores then notify together, and React renders what they changed in one pass and one
 * commit instead of one per store.
 */
function createFrameBatch(schedule: (run: () => void) => void): (flush: () => void) => void {
  const due = new Set<() => void>();
  const run = () => {
    const flushes = [...due];
    due.clear();
    for (const flush of flushes) flush();
  };
  return (flush) => {
    if (due.size === 0) schedule(run);
    due.add(flush);
  };
}

const defaultRequestFrame = createFrameBatch((run) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => run());
  else setTimeout(run, 16);
});

const defaults: RealtimeConfig = {
  getToken: () => null,
  onInvalidPayload: (report) => {
    if (import.meta.env?.DEV)
      console.warn(`realtime: dropped an invalid ${report.event}: ${report.issues}`, report.payload);
  },
  requestFrame: defaultRequestFrame,
  ackTimeoutMs: 10_000,
};

const config = createInjectedConfig(defaults);

export const configureRealtime = config.configure;

/**
 * Back to the defaults, between tests.
 * @internal
 */
export const resetRealtimeConfig = config.reset;

export const realtimeConfig = config.read;
