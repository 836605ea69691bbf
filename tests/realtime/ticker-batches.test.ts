/**
 * Batched tickers, end to end: the emitter sends a connection that watches pairs one `daymarket_batch` per market
 * step with only those pairs (and no single `daymarket`), every batch valid against the contract (Ajv); a client
 * that never watches keeps every pair's `daymarket`. The app's client layer watches exactly the pairs components
 * hold, in one request for the changes of a moment, applies each batch to the ticker store, again after a
 * reconnection, and drops an invalid batch whole.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import { io, type Socket } from 'socket.io-client';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listSocketEvents, loadAsyncApi } from '@tradedesk/contract';
import { connectRealtime, realtimeSocket, receive } from '../../src/shared/realtime/connection';
import { holdTicker } from '../../src/shared/realtime/holdings';
import { tickerStore } from '../../src/shared/realtime/market-store';
import { configureRealtime, type RealtimeConfig } from '../../src/shared/realtime/realtime-config';
import { receivedSoFar, sleep, startMockSocket, waitFor, type MockSocket } from './mock-socket';
import { resetClientLayer, payloadExample } from './client-layer';

type InvalidPayloadReport = Parameters<RealtimeConfig['onInvalidPayload']>[0];
type Received = { event: string; payload: Record<string, unknown> };
type Batch = { type: string; time: number; tickers: Array<{ symbol: string; now_price: string }> };

// the emitter's own timer never fires within a test: the tests step the market themselves
const QUIET = { ticksPerSecond: 0.001, leverPushMs: 0, mailEveryMs: 0, announceEveryMs: 0, volatility: 4 };
const document = loadAsyncApi();
const validators = new Map<string, ValidateFunction>();
let mock: MockSocket | undefined;
const clients: Socket[] = [];

beforeAll(() => {
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addSchema(document as object, 'asyncapi');
  for (const event of listSocketEvents(document))
    validators.set(event.name, ajv.getSchema(`asyncapi#${event.payloadPointer}`)!);
});

afterEach(async () => {
  for (const client of clients.splice(0)) client.disconnect();
  resetClientLayer();
  await mock?.stop();
  mock = undefined;
});

/** A raw socket.io client recording what it receives. */
async function rawClient(server: MockSocket, query?: Record<string, string>) {
  const client = io(server.url, { transports: ['websocket'], reconnection: false, query });
  clients.push(client);
  const received: Received[] = [];
  client.onAny((event: string, payload: Record<string, unknown>) => received.push({ event, payload }));
  await waitFor(() => client.connected, 5000, 'connection');
  return { client, received };
}

const batchesIn = (received: Received[]) =>
  received.filter((entry) => entry.event === 'daymarket_batch').map((entry) => entry.payload as unknown as Batch);
const symbolsOf = (batches: Batch[]) => new Set(batches.flatMap((batch) => batch.tickers.map((t) => t.symbol)));
const expectValid = (received: Received[]) => {
  for (const { event, payload } of received) expect(validators.get(event)!(payload), event).toBe(true);
};

describe('the emitter', () => {
  it('sends a watching connection one batch per step with only its pairs, and no single tickers', async () => {
    mock = await startMockSocket({ seed: 31, symbols: 40, ...QUIET });
    const { client, received } = await rawClient(mock);
    await waitFor(() => received.filter((entry) => entry.event === 'daymarket').length === 40, 3000, 'snapshot');

    const watched = ['BTC/USDT', 'ETH/USDT', 'S0110/USDT'];
    expect(await client.timeout(3000).emitWithAck('watch_tickers', { symbols: [...watched, 'NOPE/USDT'] })).toEqual({
      ok: true,
    });
    // at once: the current tickers of the pairs newly watched, in one batch
    await waitFor(() => batchesIn(received).length === 1, 3000, 'the first batch');
    expect([...symbolsOf(batchesIn(received))].sort()).toEqual([...watched].sort());

    received.length = 0;
    const stepsWithMoves = 12;
    for (let step = 0; step < stepsWithMoves; step += 1) mock.emitter.step();
    await receivedSoFar(client);
    const batches = batchesIn(received);
    expect(received.filter((entry) => entry.event === 'daymarket')).toEqual([]);
    // one message per step at most (a step where none of the three pairs traded sends nothing), several tickers each
    expect(batches.length).toBeGreaterThan(stepsWithMoves / 2);
    expect(batches.length).toBeLessThanOrEqual(stepsWithMoves);
    expect(batches.some((batch) => batch.tickers.length > 1)).toBe(true);
    for (const batch of batches) expect(new Set(batch.tickers.map((t) => t.symbol)).size).toBe(batch.tickers.length);
    expect([...symbolsOf(batches)].every((symbol) => watched.includes(symbol))).toBe(true);
    // the last price of each pair is the model's
    const last = new Map(batches.flatMap((batch) => batch.tickers.map((t) => [t.symbol, t.now_price] as const)));
    for (const [symbol, price] of last) expect(price).toBe(mock.emitter.model.ticker(symbol).now_price);
    expectValid(received);

    // a new set replaces the old: the newly watched pair at once, then only it
    received.length = 0;
    await client.timeout(3000).emitWithAck('watch_tickers', { symbols: ['SOL/USDT'] });
    for (let step = 0; step < 8; step += 1) mock.emitter.step();
    await receivedSoFar(client);
    expect([...symbolsOf(batchesIn(received))]).toEqual(['SOL/USDT']);

    // nothing watched, nothing sent
    received.length = 0;
    await client.timeout(3000).emitWithAck('watch_tickers', { symbols: [] });
    for (let step = 0; step < 5; step += 1) mock.emitter.step();
    await receivedSoFar(client);
    expect(received.filter((entry) => entry.event.startsWith('daymarket'))).toEqual([]);
  });

  it('keeps single tickers of every pair for a connection that never watches', async () => {
    mock = await startMockSocket({ seed: 32, symbols: 25, ...QUIET });
    const legacy = await rawClient(mock);
    const watching = await rawClient(mock, { tickers: 'watch' });
    await waitFor(() => legacy.received.length >= 25, 3000, 'snapshot');
    await receivedSoFar(watching.client);
    // connecting with ?tickers=watch skips the snapshot of every pair
    expect(watching.received).toEqual([]);
    await watching.client.timeout(3000).emitWithAck('watch_tickers', { symbols: ['BTC/USDT'] });

    legacy.received.length = 0;
    for (let step = 0; step < 6; step += 1) mock.emitter.step();
    await Promise.all([receivedSoFar(legacy.client), receivedSoFar(watching.client)]);
    const singles = legacy.received.filter((entry) => entry.event === 'daymarket');
    expect(new Set(singles.map((entry) => entry.payload.symbol)).size).toBeGreaterThan(15);
    expect(legacy.received.some((entry) => entry.event === 'daymarket_batch')).toBe(false);
    expect([...symbolsOf(batchesIn(watching.received))]).toEqual(['BTC/USDT']);
    expectValid([...legacy.received, ...watching.received]);
  });

  it('refuses a malformed watch request and keeps the previous set', async () => {
    mock = await startMockSocket({ seed: 33, symbols: 19, ...QUIET });
    const { client, received } = await rawClient(mock, { tickers: 'watch' });
    await client.timeout(3000).emitWithAck('watch_tickers', { symbols: ['ETH/USDT'] });
    expect(await client.timeout(3000).emitWithAck('watch_tickers', { symbols: 'BTC/USDT' })).toEqual({
      ok: false,
      error: 'invalid request',
    });
    received.length = 0;
    for (let step = 0; step < 6; step += 1) mock.emitter.step();
    await receivedSoFar(client);
    expect([...symbolsOf(batchesIn(received))]).toEqual(['ETH/USDT']);
  });
});

describe('the client layer', () => {
  let reports: InvalidPayloadReport[];
  beforeEach(() => {
    resetClientLayer();
    reports = [];
  });

  const example = (name: string) => payloadExample<Batch>(document, name);

  it('applies a valid batch to the ticker store and drops an invalid one whole', () => {
    configureRealtime({ onInvalidPayload: (report) => reports.push(report), requestFrame: (flush) => flush() });
    receive('daymarket_batch', example('daymarket_batch'));
    expect(tickerStore.get('BTC/USDT')?.now_price).toBe('66342.18');
    expect(tickerStore.get('ETH/USDT')?.now_price).toBe('3184.62');

    const broken = example('daymarket_batch');
    broken.tickers[0].now_price = '1.00';
    (broken.tickers[1] as unknown as Record<string, unknown>).now_price = 3000.5;
    receive('daymarket_batch', broken);
    // one report for the batch, and not even its valid entry applied
    expect(reports.map((report) => report.event)).toEqual(['daymarket_batch']);
    expect(tickerStore.get('BTC/USDT')?.now_price).toBe('66342.18');
  });

  it('watches what components hold, in one request per moment, again after reconnecting', async () => {
    mock = await startMockSocket({ seed: 34, symbols: 30, ...QUIET });
    const requests: unknown[] = [];
    mock.emitter.io.on('connection', (socket) =>
      socket.onAny((event: string, payload: unknown) => event === 'watch_tickers' && requests.push(payload)),
    );
    configureRealtime({ url: mock.url, requestFrame: (flush) => setTimeout(flush, 0) });
    connectRealtime();
    await waitFor(() => realtimeSocket()?.connected === true, 5000, 'connection');
    await waitFor(() => requests.length === 1, 3000, 'the watch on connecting');
    expect(requests[0]).toEqual({ symbols: [] });

    const releaseBtc = holdTicker('BTC/USDT');
    const releaseEth = holdTicker('ETH/USDT');
    const releaseBtcAgain = holdTicker('BTC/USDT');
    await waitFor(() => requests.length === 2, 3000, 'the watch request');
    expect(requests[1]).toEqual({ symbols: ['BTC/USDT', 'ETH/USDT'] });
    await waitFor(() => tickerStore.get('ETH/USDT') !== undefined, 3000, 'the tickers at once');

    for (let step = 0; step < 8; step += 1) mock.emitter.step();
    await waitFor(
      () => tickerStore.get('BTC/USDT')?.now_price === mock!.emitter.model.ticker('BTC/USDT').now_price,
      3000,
      'the live price',
    );
    // pairs nobody shows never reach the page
    expect(tickerStore.get('SOL/USDT')).toBeUndefined();
    expect(tickerStore.get('S0105/USDT')).toBeUndefined();

    // one of two holders of BTC lets go: nothing changes; both ETH's last holder and a new pair: one request
    releaseBtcAgain();
    releaseEth();
    const releaseSol = holdTicker('SOL/USDT');
    await waitFor(() => requests.length === 3, 3000, 'the changed watch');
    expect(requests[2]).toEqual({ symbols: ['BTC/USDT', 'SOL/USDT'] });
    await sleep(50);
    expect(requests).toHaveLength(3);

    // a list scrolled without a pause: its rows change every 20 ms, the watch follows at most every 250 ms
    await sleep(300);
    const before = requests.length;
    const started = performance.now();
    const releases: Array<() => void> = [];
    for (let row = 1; row <= 15; row += 1) {
      releases.push(holdTicker(`S${String(row).padStart(4, '0')}/USDT`));
      await sleep(20);
    }
    await waitFor(
      () => (requests.at(-1) as { symbols: string[] } | undefined)?.symbols.length === 17,
      3000,
      'the scrolled rows watched',
    );
    const scrolledMs = performance.now() - started;
    expect(requests.length - before).toBeGreaterThanOrEqual(2);
    expect(requests.length - before).toBeLessThanOrEqual(Math.ceil(scrolledMs / 250) + 1);
    for (const release of releases) release();
    await waitFor(() => (requests.at(-1) as { symbols: string[] }).symbols.length === 2, 3000, 'the rows let go');

    // a reconnection watches the same pairs again
    const beforeReconnecting = requests.length;
    realtimeSocket()!.disconnect().connect();
    await waitFor(() => requests.length === beforeReconnecting + 1, 5000, 'the watch after reconnecting');
    expect(requests.at(-1)).toEqual({ symbols: ['BTC/USDT', 'SOL/USDT'] });
    releaseBtc();
    releaseSol();
  });
});
