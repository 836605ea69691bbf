/**
 * The whole mock backend in this process: Prism (a child process on an internal port) behind the gateway on
 * `prismPort` (the sandbox, the token check, faults, latency and the controls), and the asset server with the
 * socket emitter on `socketPort`. The sandbox and the emitter share one market model and one clock.
 * `npm run mock` (start.ts) and the tests start it the same way.
 */
import { createServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { DEFAULT_BUNDLE, loadDocument } from '@tradedesk/contract';
import { createAssetServer } from './asset-server.ts';
import { createGateway } from './gateway.ts';
import { cachedBundle, cachedMockDocument } from './mock-document.ts';
import { startPrism, type PrismProcess } from './prism-process.ts';
import { createControls } from './sandbox/controls.ts';
import { createMarketSandbox } from './sandbox/create.ts';
import { Faults, parseLatency } from './sandbox/faults.ts';
import { attachEmitter, type Emitter, type EmitterOptions } from './market-emitter.ts';
import { listen } from './listen.ts';

/** How long a swapped-out Prism may keep answering what it took before it is stopped. */
const DRAIN_LIMIT_MS = 10_000;

export type MockOptions = {
  host?: string;
  /** The gateway's port (PRISM_PORT); 0 for a free one. */
  prismPort: number;
  /** The asset and socket server's port (SOCKET_PORT); 0 for a free one. */
  socketPort: number;
  /** Generated answers from Prism (default) or its written examples only. */
  dynamic?: boolean;
  /** MOCK_SEED: the market's price paths and new accounts. */
  seed: number;
  /** MOCK_NOW: where the mock's clock starts (epoch milliseconds); the wall time when not given. */
  startAt?: number;
  /** The clock stands still until a control moves it (tests that replay calls exactly). */
  frozenClock?: boolean;
  /** MOCK_STATE_FILE. */
  stateFile?: string;
  /** Where uploaded files are kept (MOCK_UPLOAD_DIR; by default beside the state file, else in the mock's cache). */
  uploads?: string;
  /** MOCK_LATENCY_MS ("300" or "200-800"). */
  latency?: string;
  emitter?: Omit<EmitterOptions, 'sandbox' | 'seed' | 'startAt'>;
  log?: (line: string) => void;
  /**
   * One Prism for every mock this process starts with the same answers: Prism answers from the contract alone and
   * keeps nothing between requests, so test files that each start a mock of their own share it, instead of each
   * paying for a Prism process of its own (a second and a half of a core). It ends with the process.
   */
  sharedPrism?: boolean;
};

export type RunningMock = {
  /** The HTTP contract: `${url}/api/...` (or `${url}/...`). */
  url: string;
  socketUrl: string;
  emitter: Emitter;
  stop: () => Promise<void>;
  /** Resolves if Prism stops on its own (it should not). */
  prismExited: Promise<number | null>;
  /**
   * Serves another bundle of the contract (`openapi/dist/openapi.yaml` by default, as a generation left it) without
   * stopping: a Prism of the new document starts, the sandbox takes its operations and validators with its state
   * kept, the gateway turns to both, and the old Prism stops. Refused with nothing changed when the new Prism does
   * not start or the sandbox cannot answer from the new contract (contract-watch.ts).
   */
  useContract: (bundle?: string) => Promise<void>;
  /**
   * Serves another bundle of the realtime contract (`asyncapi/dist/asyncapi.yaml` by default) without stopping: the
   * socket's pushes and acknowledgements are checked against it from the next one on (Emitter.useContract).
   */
  useRealtimeContract: (bundle?: string) => void;
};

/** The Prisms kept for this process, by what they answer (sharedPrism). */
const sharedPrisms = new Map<string, Promise<PrismProcess>>();

/** A Prism kept for this process: its stop does nothing, it ends when this process does (prism-process.ts). */
function sharedPrism(key: string, launch: () => Promise<PrismProcess>): Promise<PrismProcess> {
  let kept = sharedPrisms.get(key);
  if (!kept) {
    kept = launch().then((prism) => {
      // it must not keep this process alive, nor outlive it
      prism.child.unref();
      for (const stream of [prism.child.stdin, prism.child.stdout, prism.child.stderr])
        (stream as { unref?: () => void } | null)?.unref?.();
      prism.child.once('exit', () => sharedPrisms.delete(key));
      return { ...prism, stop: async () => undefined };
    });
    kept.catch(() => sharedPrisms.delete(key));
    sharedPrisms.set(key, kept);
  }
  return kept;
}

async function freePort(host: string): Promise<number> {
  const probe = createServer();
  const port = await listen(probe, 0, host);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function startMock(options: MockOptions): Promise<RunningMock> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((line: string) => console.log(line));
  const uploads =
    options.uploads ??
    (options.stateFile
      ? join(dirname(options.stateFile), 'uploads')
      : new URL('.cache/uploads', import.meta.url).pathname);
  // the free port is free when asked, not always when Prism binds it (mocks started side by side): another one then
  const launchPrism = async (document: string, attempts = 3): Promise<PrismProcess> => {
    const port = await freePort(host);
    try {
      return await startPrism({
        document,
        port,
        host,
        dynamic: options.dynamic ?? true,
        log: (line) => process.env.PRISM_VERBOSE && log(line),
      });
    } catch (error) {
      if (attempts > 1 && (error as Error).message.includes('EADDRINUSE')) return launchPrism(document, attempts - 1);
      throw error;
    }
  };
  // Prism takes the longest to start: it goes first, while this process reads the contract and builds the sandbox
  const document = cachedMockDocument(DEFAULT_BUNDLE);
  const prismStarting = options.sharedPrism
    ? sharedPrism(`${document}\0${host}\0${options.dynamic ?? true}`, () => launchPrism(document))
    : launchPrism(document);
  const bundle = loadDocument(cachedBundle(DEFAULT_BUNDLE));
  const market = createMarketSandbox({
    seed: options.seed,
    startAt: options.startAt,
    frozenClock: options.frozenClock,
    symbols: options.emitter?.symbols,
    volatility: options.emitter?.volatility,
    ticksPerSecond: options.emitter?.ticksPerSecond,
    document: bundle,
    stateFile: options.stateFile,
    uploads,
    log,
  });
  const { sandbox, clock } = market;
  const assets = createAssetServer({ uploads });
  // the market's seed: a state file's, when the mock resumes one
  const emitter = attachEmitter(assets, { ...options.emitter, seed: market.seed, sandbox: market, log });
  const faults = new Faults();
  const controls = createControls({
    sandbox,
    clock,
    faults,
    market: {
      tradeAt: emitter.tradeAt,
      step: emitter.step,
      advance: emitter.advance,
    },
  });
  let prism: PrismProcess;
  try {
    prism = await prismStarting;
  } catch (error) {
    await emitter.close();
    throw error;
  }
  /** Where the gateway sends what the sandbox does not answer: a Prism of this host. */
  const upstreamOf = (served: PrismProcess) => ({ host, port: Number(new URL(served.url).port) });
  const gateway = createGateway({
    upstream: upstreamOf(prism),
    operations: sandbox.operations,
    sandbox,
    faults,
    controls,
    latency: parseLatency(options.latency),
    now: () => clock.now(),
  });
  let ports: [number, number];
  try {
    ports = [await listen(gateway, options.prismPort, host), await listen(assets, options.socketPort, host)];
  } catch (error) {
    await emitter.close();
    await prism.stop();
    throw error;
  }
  // a shared Prism outlives this mock: its stop takes the listener off, or every mock of the process leaves one
  let heardExit = (_code: number | null) => {};
  const prismExited = new Promise<number | null>((resolve) => (heardExit = resolve));
  prism.child.once('exit', heardExit);
  // one swap at a time: a second save waits for the first to be served
  let swapping = Promise.resolve();
  let served = bundle;
  const useContract = (bundlePath = DEFAULT_BUNDLE) => {
    const swap = swapping.then(async () => {
      if (options.sharedPrism) throw new Error('a mock on a shared Prism cannot change its contract');
      // the documents of a bundle elsewhere (a test's) are derived beside it: the project's cache keeps its few
      // latest documents, and another bundle's would push out one a mock starting beside this one is reading
      const derived = resolve(bundlePath) === resolve(DEFAULT_BUNDLE) ? undefined : join(dirname(bundlePath), '.mock');
      // the sandbox answers and checks nearly every operation: it takes the new contract at once, with the old
      // Prism still answering the rest, and the new Prism takes over once it has started
      const document = loadDocument(cachedBundle(bundlePath, derived));
      sandbox.useContract(document);
      gateway.useContract(sandbox.operations, upstreamOf(prism));
      let next: PrismProcess;
      try {
        next = await launchPrism(cachedMockDocument(bundlePath, derived));
      } catch (error) {
        // a contract Prism cannot serve is not served at all: back to the one before
        sandbox.useContract(served);
        gateway.useContract(sandbox.operations, upstreamOf(prism));
        throw error;
      }
      served = document;
      gateway.useContract(sandbox.operations, upstreamOf(next));
      const previous = prism;
      prism = next;
      previous.child.off('exit', heardExit);
      prism.child.once('exit', heardExit);
      // what the old Prism took before the swap is answered there (bounded: a request Prism never answers does
      // not hold the next save back)
      await Promise.race([gateway.drained(upstreamOf(previous)), delay(DRAIN_LIMIT_MS, undefined, { ref: false })]);
      await previous.stop();
    });
    swapping = swap.catch(() => undefined);
    return swap;
  };
  return {
    url: `http://${host}:${ports[0]}`,
    socketUrl: `http://${host}:${ports[1]}`,
    emitter,
    prismExited,
    useContract,
    useRealtimeContract: (bundlePath) => emitter.useContract(bundlePath),
    stop: async () => {
      await swapping;
      sandbox.flush();
      gateway.closeAllConnections();
      await new Promise((resolve) => gateway.close(resolve));
      await emitter.close(); // closes the asset server too
      prism.child.off('exit', heardExit);
      await prism.stop();
    },
  };
}
