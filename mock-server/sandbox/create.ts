/**
 * One market and its sandbox: the clock, the market model (the price paths the socket shows) and the sandbox on
 * them, every domain registered. `npm run mock` makes one and gives it to both the HTTP gateway and the emitter.
 */
import { DEFAULT_BUNDLE, loadDocument, type OpenApiDocument } from '@tradedesk/contract';
import { cachedBundle } from '../mock-document.ts';
import { LISTED_PAIR_COUNT } from '../socket/catalogue.ts';
import { MarketModel } from '../socket/market-model.ts';
import { Clock } from './clock.ts';
import { DOMAINS } from './domains/index.ts';
import { Sandbox } from './sandbox.ts';

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

export function createMarketSandbox(options: MarketSandboxOptions) {
  const clock = new Clock({ startAt: options.startAt, elapsed: options.frozenClock ? () => 0 : undefined });
  const model = new MarketModel({
    symbols: options.symbols ?? LISTED_PAIR_COUNT,
    seed: options.seed,
    volatility: options.volatility,
    tradesPerMinute: Math.round(TRADES_PER_STEP * 60 * (options.ticksPerSecond ?? 2)),
    now: clock.now(),
  });
  const sandbox = new Sandbox({
    document: options.document ?? (bundle ??= loadDocument(cachedBundle(DEFAULT_BUNDLE))),
    model,
    clock,
    seed: options.seed,
    domains: DOMAINS,
    stateFile: options.stateFile,
    uploads: options.uploads,
    log: options.log,
  });
  return { sandbox, model, clock };
}
