/**
 * Over four seconds of a busy mock market, everything the emitter sends (events and acknowledgements) is valid
 * against the bundled AsyncAPI document, checked by an independent JSON Schema validator (Ajv, not the generated
 * zod); the bars, books and trades obey the market invariants; seconds options settle against the same prices the
 * tickers show; subscriptions are honoured.
 * The four seconds are the emitter's own intervals (market steps, position pushes, mail, announcements) run on a fake
 * timer, and each part of the run ends once the client has received what they sent: the same run, event for event,
 * on any machine, however busy.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { barProblems, bookProblems, tradeProblems } from '@tradedesk/mock-server/testing';
import type { Period } from '@tradedesk/mock-server/testing';
import { listSocketEvents, loadAsyncApi } from '@tradedesk/contract';
import { receivedSoFar, startMockSocket, waitFor, type MockSocket } from './mock-socket';

type Received = { event: string; payload: Record<string, unknown>; index: number };

const TOKEN = '0123456789abcdef0123456789abcdef';
const RUN_MS = 4000;
let mock: MockSocket;
let client: Socket;
const received: Received[] = [];
const acks: Array<{ event: string; reply: unknown }> = [];
const validators = new Map<string, ValidateFunction>();
const ackValidators = new Map<string, ValidateFunction>();
/** How many events had arrived when the unsubscription was acknowledged: none of ETH's books may follow. */
let unsubscribedAfter = 0;
const optionIds: number[] = [];
/** When each option placed expires (its placement's instant of the mock's clock, plus its 30 seconds). */
const optionExpiries = new Map<number, number>();

const emitWithAck = async (event: string, payload: unknown) => {
  const reply = await client.timeout(3000).emitWithAck(event, payload);
  acks.push({ event, reply });
  return reply as Record<string, unknown>;
};
const ofType = (event: string) => received.filter((entry) => entry.event === event);

beforeAll(async () => {
  const document = loadAsyncApi();
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addSchema(document as object, 'asyncapi');
  for (const event of listSocketEvents(document)) {
    validators.set(event.name, ajv.getSchema(`asyncapi#${event.payloadPointer}`)!);
    if (event.ack) ackValidators.set(event.name, ajv.getSchema(`asyncapi#${event.ack.payloadPointer}`)!);
  }

  // only the emitter's intervals: socket.io's own timeouts keep real time
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
  mock = await startMockSocket({
    seed: 2024,
    ticksPerSecond: 20,
    volatility: 8,
    leverPushMs: 250,
    mailEveryMs: 700,
    announceEveryMs: 900,
  });
  client = io(mock.url, { transports: ['websocket'], reconnection: false });
  client.onAny((event: string, payload: Record<string, unknown>) =>
    received.push({ event, payload, index: received.length }),
  );
  await waitFor(() => client.connected, 5000, 'connection');

  expect(await emitWithAck('login', { token: TOKEN })).toMatchObject({ ok: true });
  for (const period of ['1min', '5min', '1day'])
    expect(await emitWithAck('subscribe', { channel: 'kline', symbol: 'BTC/USDT', period })).toEqual({ ok: true });
  expect(await emitWithAck('subscribe', { channel: 'kline', symbol: 'DOGE/USDT', period: '1min' })).toEqual({
    ok: true,
  });
  for (const channel of ['market_depth', 'match_trade']) {
    expect(await emitWithAck('subscribe', { channel, symbol: 'BTC/USDT' })).toEqual({ ok: true });
    expect(await emitWithAck('subscribe', { channel, symbol: 'ETH/USDT' })).toEqual({ ok: true });
  }
  await emitWithAck('chat_send', { content: 'Hello, my USDT deposit has not arrived yet.' });

  // the user's account acts through the sandbox the emitter shares its market with
  const { sandbox, clock } = mock.emitter;
  const call = (operationId: string, body: Record<string, unknown>) => {
    const answer = sandbox.call(operationId, TOKEN, { query: { lang: 'en' }, body });
    expect(answer.body, operationId).toMatchObject({ type: 'ok' });
    return (answer.body as { message: unknown }).message;
  };
  const price = (symbol: string) => Number(mock.emitter.model.formatPrice(symbol, mock.emitter.model.price(symbol)));
  // futures: a long BTC with a take-profit, a short ETH with a stop-loss, and a limit order waiting below
  call('openFuturesPosition', {
    currency_id: 1,
    legal_id: 3,
    type: 1,
    share: 2,
    multiple: 20,
    target_profit_price: (price('BTC/USDT') * 1.002).toFixed(2),
  });
  call('openFuturesPosition', {
    currency_id: 2,
    legal_id: 3,
    type: 2,
    share: 1,
    multiple: 10,
    stop_loss_price: (price('ETH/USDT') * 1.002).toFixed(2),
  });
  call('openFuturesPosition', {
    currency_id: 6,
    legal_id: 3,
    type: 1,
    share: 1,
    multiple: 10,
    status: 0,
    target_price: (price('SOL/USDT') * 0.9).toFixed(2),
  });
  // seconds options on three pairs, a second apart (the sandbox refuses two within a second)
  for (const [match_id, type] of [
    [1, 1],
    [2, 2],
    [6, 1],
  ]) {
    const placedAt = clock.now();
    const order = call('submitOptionOrder', { match_id, currency_id: 3, type, seconds: 30, number: '100' }) as {
      id: number;
    };
    optionIds.push(order.id);
    optionExpiries.set(order.id, placedAt + 30_000);
    clock.advance(1001);
  }
  for (const id of optionIds) {
    const order = (
      sandbox.call('getOptionOrderResult', TOKEN, { query: { id } }).body as { message: Record<string, unknown> }
    ).message;
    await emitWithAck('micro_order_placed', {
      id,
      match_id: order.match_id,
      type: order.type,
      seconds: order.seconds,
      number: order.number,
    });
  }
  await run(RUN_MS / 4);
  // the market reaches the triggers, and the options' 30 seconds pass
  mock.emitter.tradeAt('BTC/USDT', price('BTC/USDT') * 1.01);
  mock.emitter.tradeAt('ETH/USDT', price('ETH/USDT') * 1.01);
  clock.advance(30_000);
  await run(RUN_MS / 4);
  await run(RUN_MS / 2);
  expect(await emitWithAck('unsubscribe', { channel: 'market_depth', symbol: 'ETH/USDT' })).toEqual({ ok: true });
  unsubscribedAfter = received.length;
  await run(RUN_MS / 2);
  // last, batched tickers of two pairs instead of every pair's single ones
  expect(await emitWithAck('watch_tickers', { symbols: ['BTC/USDT', 'ETH/USDT'] })).toEqual({ ok: true });
  await run(RUN_MS / 4);
});

/** `ms` of the emitter's intervals, then until the client has what they sent. */
async function run(ms: number) {
  vi.advanceTimersByTime(ms);
  await receivedSoFar(client);
}

afterAll(async () => {
  client?.close();
  await mock?.stop();
  vi.useRealTimers();
});

describe('what the emitter sends', () => {
  it('sends every kind of server event the market and these trades drive in a few seconds, and only those', () => {
    const document = loadAsyncApi();
    // Events marked `x-mock-trigger: account` follow other changes of the account's state (a review decided, a
    // session ended elsewhere): the sandbox's tests drive them (tests/sandbox/account-events.test.ts).
    const accountDriven = new Set(
      Object.values(document.components.messages)
        .filter((message) => message['x-mock-trigger'] === 'account')
        .map((message) => message.name),
    );
    expect(accountDriven.size).toBeGreaterThan(0);
    const serverEvents = listSocketEvents(document)
      .filter((event) => event.direction === 'server')
      .map((event) => event.name);
    const seen = new Set(received.map((entry) => entry.event));
    for (const name of serverEvents.filter((event) => !accountDriven.has(event))) expect(seen, name).toContain(name);
    for (const name of seen) expect(serverEvents, name).toContain(name);
  });

  it('sends only payloads valid against the AsyncAPI document (checked by Ajv)', () => {
    expect(received.length).toBeGreaterThan(500);
    const invalid = received
      .map(({ event, payload }) => {
        const validate = validators.get(event);
        return validate && validate(payload)
          ? null
          : `${event}: ${JSON.stringify(validate?.errors ?? 'unknown event')}`;
      })
      .filter(Boolean);
    expect(invalid.slice(0, 5)).toEqual([]);
    expect(mock.emitter.stats.invalid).toBe(0);
  });

  it('acknowledges every client event with a valid reply, and refuses bad requests', async () => {
    expect(await emitWithAck('login', { token: 'not-a-token' })).toMatchObject({ ok: false });
    expect(await emitWithAck('login', 1024)).toMatchObject({ ok: false });
    expect(await emitWithAck('subscribe', { channel: 'kline', symbol: 'BTC/USDT', period: '2min' })).toMatchObject({
      ok: false,
    });
    expect(await emitWithAck('subscribe', { channel: 'market_depth', symbol: 'NOPE/USDT' })).toEqual({
      ok: false,
      error: 'unknown pair',
    });
    expect(
      await emitWithAck('micro_order_placed', { id: 1, match_id: 999, type: 1, seconds: 30, number: '10' }),
    ).toEqual({
      ok: false,
      error: 'unknown order',
    });
    for (const { event, reply } of acks)
      expect(ackValidators.get(event)!(reply), `${event} ${JSON.stringify(reply)}`).toBe(true);
  });

  it('a connection that subscribes to nothing gets the tickers of all pairs', async () => {
    const idle = io(mock.url, { transports: ['websocket'], reconnection: false });
    const symbols = new Set<string>();
    const events = new Set<string>();
    idle.onAny((event: string, payload: { symbol?: string }) => {
      events.add(event);
      if (event === 'daymarket' && payload.symbol) symbols.add(payload.symbol);
    });
    await waitFor(() => symbols.size === mock.emitter.model.pairs.length, 3000, 'every ticker');
    idle.close();
    expect(
      events.has('kline') || events.has('market_depth') || events.has('match_trade') || events.has('lever_trade'),
    ).toBe(false);
  });
});

describe('the market invariants hold on what went over the socket', () => {
  it('every bar', () => {
    const bars = ofType('kline');
    expect(bars.length).toBeGreaterThan(50);
    const last = new Map<string, number>();
    for (const { payload } of bars) {
      const period = payload.period as Period;
      expect(barProblems(payload as never, period), JSON.stringify(payload)).toEqual([]);
      const key = `${payload.symbol} ${period}`;
      expect(payload.time as number).toBeGreaterThanOrEqual(last.get(key) ?? 0);
      last.set(key, payload.time as number);
    }
    expect(new Set(bars.map(({ payload }) => `${payload.symbol} ${payload.period}`))).toEqual(
      new Set(['BTC/USDT 1min', 'BTC/USDT 5min', 'BTC/USDT 1day', 'DOGE/USDT 1min']),
    );
  });

  it('every book', () => {
    const books = ofType('market_depth');
    expect(books.length).toBeGreaterThan(20);
    for (const { payload } of books) expect(bookProblems(payload as never), JSON.stringify(payload)).toEqual([]);
  });

  it('every trade, and the ticker and bar agree with the last trade', () => {
    const trades = ofType('match_trade');
    expect(trades.length).toBeGreaterThan(20);
    for (const { payload } of trades) expect(tradeProblems(payload.data as never)).toEqual([]);
    // pushes of one step come in order: trades of BTC, then its ticker and bars, all at the last trade's price
    const btc = received.filter(({ payload }) => payload.symbol === 'BTC/USDT');
    let lastTrade: number | undefined;
    for (const { event, payload } of btc) {
      if (event === 'match_trade') lastTrade = (payload.data as Array<{ price: number }>).at(-1)!.price;
      if (event === 'daymarket' && lastTrade !== undefined) {
        expect(Number(payload.now_price)).toBe(lastTrade);
        expect(Number(payload.low)).toBeLessThanOrEqual(lastTrade);
        expect(Number(payload.high)).toBeGreaterThanOrEqual(lastTrade);
      }
    }
  });

  it('honours unsubscription', () => {
    const late = ofType('market_depth').filter(
      ({ payload, index }) => payload.symbol === 'ETH/USDT' && index >= unsubscribedAfter,
    );
    expect(ofType('market_depth').some(({ payload }) => payload.symbol === 'ETH/USDT')).toBe(true);
    expect(late).toEqual([]);
  });
});

describe('private events', () => {
  it('settles each seconds option at its expiry, with a result that agrees with the price path', () => {
    const settlements = ofType('closed_microorder');
    expect(settlements.map(({ payload }) => (payload.data as { id: number }).id).sort()).toEqual(optionIds);
    for (const { payload } of settlements) {
      const order = payload.data as Record<string, string | number>;
      const placed = acks.find(
        ({ event, reply }) =>
          event === 'micro_order_placed' && (reply as { order?: { id: number } }).order?.id === order.id,
      );
      const opened = (placed!.reply as { order: { open_price: string } }).order.open_price;
      expect(order.open_price).toBe(opened);
      // the settlement price is the pair's price at the expiry, the last trade at or before it, though the
      // settlement comes on the market step after it
      const { model } = mock.emitter;
      const symbol = String(order.symbol_name);
      expect(order.end_price).toBe(model.formatPrice(symbol, model.priceAt(symbol, optionExpiries.get(+order.id)!)));
      const move = Math.sign(Number(order.end_price) - Number(order.open_price));
      expect(order.profit_result).toBe(move === 0 ? 0 : order.type === 1 ? move : -move);
      expect(Math.sign(Number(order.fact_profits))).toBe(order.profit_result);
      expect(order.status).toBe(3);
    }
  });

  it('closes futures positions only when the price crossed their trigger', () => {
    const closes = ofType('lever_closed');
    expect(closes.length).toBeGreaterThan(0);
    for (const { payload } of closes) {
      for (const position of payload.positions as Array<Record<string, string | number>>) {
        const [price, long] = [Number(position.update_price), position.type === 1];
        if (payload.reason === 'take_profit')
          expect(
            long ? price >= Number(position.target_profit_price) : price <= Number(position.target_profit_price),
          ).toBe(true);
        if (payload.reason === 'stop_loss')
          expect(long ? price <= Number(position.stop_loss_price) : price >= Number(position.stop_loss_price)).toBe(
            true,
          );
        if (payload.reason === 'liquidation')
          expect(Number(position.fact_profits)).toBe(-Number(position.caution_money));
        expect(position.status).toBe(3);
      }
    }
  });

  it('re-marks open positions at the ticker price', () => {
    // single tickers, then batched ones, in the order received
    const tickers = received.flatMap(({ event, payload, index }) => {
      if (event === 'daymarket') return [{ index, ticker: payload }];
      if (event === 'daymarket_batch')
        return (payload.tickers as Array<Record<string, unknown>>).map((ticker) => ({ index, ticker }));
      return [];
    });
    expect(ofType('daymarket_batch').length).toBeGreaterThan(0);
    // once the connection watches BTC and ETH only, the other pairs' tickers stop coming: their marks go on
    const watchingFrom = received.find((entry) => entry.event === 'daymarket_batch')!.index;
    for (const { payload, index } of ofType('lever_trade')) {
      for (const position of payload.trades_cur as Array<Record<string, string>>) {
        if (index > watchingFrom && !['BTC/USDT', 'ETH/USDT'].includes(position.symbol)) continue;
        const last = tickers.filter((entry) => entry.ticker.symbol === position.symbol && entry.index < index).at(-1);
        if (last) expect(position.update_price).toBe(last.ticker.now_price);
      }
    }
  });
});
