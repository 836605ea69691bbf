/**
 * The client-store half of the realtime benchmark, run by realtime.bench.ts under tsx (the app's modules import
 * without file extensions): 1,000 symbols at 10 ticks per second each, 60 frames per second, for 5 seconds after 2
 * seconds of warm-up, delivered two ways: every ticker its own `daymarket` message (what a connection that watches
 * nothing gets), and one `daymarket_batch` per market step with every symbol (the most a watching connection gets;
 * the app watches only the rows it shows), and batched with only a screen's rows. Prints progress lines, then the figures as JSON on the last line.
 */
import { createMarketPayloads } from '@tradedesk/mock-server/testing';
import { MarketModel } from '@tradedesk/mock-server/testing';
import { createPayloadFaker } from '@tradedesk/mock-server/testing';
import { loadAsyncApi } from '@tradedesk/contract';
import type { Figure } from './http-mock.bench.ts';
import { median } from './machine.ts';

const STORE_SYMBOLS = 1000;
const STORE_TICKS_PER_SECOND = 10;
const STORE_SECONDS = 5;
/** Seconds run before measuring, so that the figures are those of a warmed-up page (JIT, zod's compiled parsers). */
const WARM_UP_SECONDS = 2;
const FPS = 60;
/** Rows a phone shows of the market list, with the virtualiser's overscan (what the app watches). */
const ROWS_ON_SCREEN = 30;

type Arrival = { at: number; event: 'daymarket' | 'daymarket_batch'; payload: unknown; tickers: number };

async function benchStore(): Promise<Figure[]> {
  // the client modules read import.meta.env; no frame scheduler in Node: the bench drives the frames itself
  const { configureRealtime } = await import('../../src/shared/realtime/realtime-config');
  const { receive } = await import('../../src/shared/realtime/connection');
  const { tickerStore } = await import('../../src/shared/realtime/market-store');
  const pending: Array<() => void> = [];
  configureRealtime({ requestFrame: (flush) => pending.push(flush), onInvalidPayload: () => undefined });

  const start = Date.now();
  const model = new MarketModel({
    symbols: STORE_SYMBOLS,
    seed: 5,
    now: start,
    tradesPerMinute: 120 * STORE_TICKS_PER_SECOND,
  });
  const payloads = createMarketPayloads(model, createPayloadFaker(loadAsyncApi(), 5));
  let rendered = 0;
  for (const pair of model.pairs) tickerStore.subscribe(pair.symbol, () => (rendered += 1));

  const frameMs = 1000 / FPS;
  const stepMs = 1000 / STORE_TICKS_PER_SECOND;
  // the payloads are made beforehand so that only the client's work is timed
  const singles: Arrival[] = [];
  const batches: Arrival[] = [];
  const screenBatches: Arrival[] = [];
  const onScreen = new Set(model.pairs.slice(0, ROWS_ON_SCREEN).map((pair) => pair.symbol));
  // single tickers: each symbol ticks every 100 ms at its own phase, spread over the frames as they would arrive
  const phase = new Map(model.pairs.map((pair, index) => [pair.symbol, (index * stepMs) / model.pairs.length]));
  for (let time = 0; time < (WARM_UP_SECONDS + STORE_SECONDS) * 1000; time += stepMs) {
    const tickers = model.step(start + time).map((tick) => payloads.daymarket(tick.pair, start + time));
    for (const ticker of tickers)
      singles.push({ at: time + phase.get(ticker.symbol)!, event: 'daymarket', payload: ticker, tickers: 1 });
    const batch = { type: 'daymarket_batch', time: start + time, tickers };
    batches.push({ at: time, event: 'daymarket_batch', payload: batch, tickers: tickers.length });
    const shown = tickers.filter((ticker) => onScreen.has(ticker.symbol));
    const screenBatch = { type: 'daymarket_batch', time: start + time, tickers: shown };
    screenBatches.push({ at: time, event: 'daymarket_batch', payload: screenBatch, tickers: shown.length });
  }
  singles.sort((a, b) => a.at - b.at);

  const run = (arrivals: Arrival[]) => {
    const flushTimes: number[] = [];
    const rendersPerFrame: number[] = [];
    const perTickUs: number[] = [];
    const perMessageMs: number[] = [];
    const frameWorkMs: number[] = [];
    let ticks = 0;
    let next = 0;
    for (let frame = 0; frame < (WARM_UP_SECONDS + STORE_SECONDS) * FPS; frame += 1) {
      const now = frame * frameMs;
      if (frame === WARM_UP_SECONDS * FPS) {
        for (const list of [flushTimes, rendersPerFrame, perTickUs, perMessageMs, frameWorkMs]) list.length = 0;
        ticks = 0;
        rendered = 0;
      }
      const began = performance.now();
      let received = 0;
      let messages = 0;
      for (; next < arrivals.length && arrivals[next].at <= now; next += 1) {
        receive(arrivals[next].event, arrivals[next].payload);
        received += arrivals[next].tickers;
        messages += 1;
      }
      const receiveMs = performance.now() - began;
      ticks += received;
      if (received) perTickUs.push((receiveMs * 1000) / received);
      if (messages) perMessageMs.push(receiveMs / messages);
      const before = rendered;
      const flushStarted = performance.now();
      for (const flush of pending.splice(0)) flush();
      const flushMs = performance.now() - flushStarted;
      if (rendered > before) flushTimes.push(flushMs);
      rendersPerFrame.push(rendered - before);
      frameWorkMs.push(receiveMs + flushMs);
    }
    const framesWithWork = rendersPerFrame.filter((count) => count > 0).length;
    console.log(
      `    ${ticks} ticks in ${STORE_SECONDS} s, ${framesWithWork} of ${rendersPerFrame.length} frames flushed, ${rendered} row renders`,
    );
    const busiest = [...frameWorkMs].sort((a, b) => a - b)[Math.floor(frameWorkMs.length * 0.95)];
    return { flushTimes, rendersPerFrame, perTickUs, perMessageMs, frameWorkMs, framesWithWork, busiest };
  };

  const name = (what: string) => `Client store, ${STORE_SYMBOLS} symbols x ${STORE_TICKS_PER_SECOND} ticks/s: ${what}`;
  const single = run(singles);
  const batched = run(batches);
  const screen = run(screenBatches);
  return [
    {
      name: name('frames flushed'),
      value: single.framesWithWork / STORE_SECONDS,
      unit: 'frames/s',
      runs: STORE_SECONDS * FPS,
    },
    {
      name: name('rows notified (re-rendered) per flushed frame'),
      value: median(single.rendersPerFrame.filter((count) => count > 0)),
      unit: 'renders',
      runs: single.framesWithWork,
    },
    {
      name: name('time per flush (commit and notify)'),
      value: median(single.flushTimes) * 1000,
      unit: 'µs',
      runs: single.flushTimes.length,
    },
    {
      name: name('zod validation and store write per tick'),
      value: median(single.perTickUs),
      unit: 'µs',
      runs: single.perTickUs.length,
    },
    {
      name: name('main-thread work per frame (validate, store, flush)'),
      value: median(single.frameWorkMs),
      unit: 'ms',
      runs: single.frameWorkMs.length,
    },
    {
      name: name('95th-percentile main-thread work per frame'),
      value: single.busiest,
      unit: 'ms',
      runs: single.frameWorkMs.length,
    },
    {
      name: name('batched, every symbol watched: zod validation and store write per batch'),
      value: median(batched.perMessageMs),
      unit: 'ms',
      runs: batched.perMessageMs.length,
    },
    {
      name: name('batched, every symbol watched: the same per tick'),
      value: median(batched.perTickUs),
      unit: 'µs',
      runs: batched.perTickUs.length,
    },
    {
      name: name('batched, every symbol watched: 95th-percentile main-thread work per frame'),
      value: batched.busiest,
      unit: 'ms',
      runs: batched.frameWorkMs.length,
    },
    {
      name: name(`batched, the ${ROWS_ON_SCREEN} rows of a screen watched: 95th-percentile main-thread work per frame`),
      value: screen.busiest,
      unit: 'ms',
      runs: screen.frameWorkMs.length,
    },
  ];
}

console.log(JSON.stringify(await benchStore()));
