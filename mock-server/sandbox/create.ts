/**
 * One market and its sandbox: the clock, the market model (the price paths the socket shows) and the sandbox on
 * them, every domain registered. `npm run mock` makes one and gives it to both the HTTP gateway and the emitter.
 */
import { DEFAULT_BUNDLE, loadDocument, type OpenApiDocument } from '@tradedesk/contract';
import { cachedBundle } from '../mock-document.ts';
import { LISTED_PAIR_COUNT } from '../market/catalogue.ts';
import { MarketModel } from '../market/market-model.ts';
import { Clock } from '../market/clock.ts';
import { DOMAINS } from './domains/index.ts';
import { Sandbox } from './sandbox.ts';
import { StateStore } from './state/store.ts';
import type { SandboxState } from './state/types.ts';

export type MarketSandboxOptions = {
  /** MOCK_SEED: same seed, same market and same new accounts. */
  seed: number;
  /** MOCK_NOW: where the clock starts (epoch milliseconds; the wall time when not given). */
  startAt?: number;
  /** The clock stands at `startAt` and moves only when told (a test that replays a sequence of calls exactly). */
  frozenClock?: boolean;
  symbols?: number;
  /** MOCK_VOLATILITY: multiplies every pair's volatility. */
  volatility?: number;
  /** The emitter's steps per second: a pair trades about 1.4 times a step. */
  ticksPerSecond?: number;
  /** The bundled OpenAPI contract (read from openapi/dist when not given). */
  document?: OpenApiDocument;
  stateFile?: string;
  /** Where uploaded files are kept. */
  uploads?: string;
  log?: (line: string) => void;
};

const TRADES_PER_STEP = 1.4;

/** The bundle, read once per process (from its cached JSON): tests start several mocks. */
let bundle: OpenApiDocument | undefined;

/**
 * Where a mock with a state file resumes: the state's seed (the market it drew, whatever MOCK_SEED says now) and
 * the clock where the state was written, or later (MOCK_NOW, the wall time), never earlier.
 */
function resumed(options: MarketSandboxOptions): { seed: number; startAt?: number; kept?: SandboxState } {
  const kept = options.stateFile ? readKeptState(options.stateFile) : undefined;
  if (!kept) return { seed: options.seed, startAt: options.startAt };
  const { clock: keptClock, ...state } = kept;
  const startAt = keptClock === undefined ? options.startAt : Math.max(keptClock, options.startAt ?? Date.now());
  options.log?.(
    `resuming ${options.stateFile}: seed ${kept.seed}` +
      (startAt === undefined ? '' : `, the clock at ${new Date(startAt).toISOString()}`),
  );
  // the clock it was written at becomes the clock's own now: the state goes on without it
  return { seed: kept.seed, startAt, kept: state };
}

/** The state a MOCK_STATE_FILE holds, with the clock it was written at (undefined when it holds none). */
function readKeptState(path: string): SandboxState | undefined {
  const reader = keptStateReader(path);
  try {
    return reader.read();
  } finally {
    reader.close();
  }
}

/**
 * A reader of what a MOCK_STATE_FILE holds, as a restart would read it, while a mock keeps writing it (a test
 * comparing it with the mock's state after each call): one connection, read again at each `read()`.
 */
export function keptStateReader(path: string): { read: () => SandboxState | undefined; close: () => void } {
  const store = new StateStore(path);
  return { read: () => store.read(), close: () => store.close() };
}

export function createMarketSandbox(options: MarketSandboxOptions) {
  const { seed, startAt, kept } = resumed(options);
  const clock = new Clock({ startAt, elapsed: options.frozenClock ? () => 0 : undefined });
  const model = new MarketModel({
    symbols: options.symbols ?? LISTED_PAIR_COUNT,
    seed,
    volatility: options.volatility,
    tradesPerMinute: Math.round(TRADES_PER_STEP * 60 * (options.ticksPerSecond ?? 2)),
    now: clock.now(),
  });
  const sandbox = new Sandbox({
    document: options.document ?? (bundle ??= loadDocument(cachedBundle(DEFAULT_BUNDLE))),
    model,
    clock,
    seed,
    domains: DOMAINS,
    stateFile: options.stateFile,
    kept,
    uploads: options.uploads,
    log: options.log,
  });
  return { sandbox, model, clock, seed };
}
