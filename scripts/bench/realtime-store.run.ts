/**
 * The client-store half of the realtime benchmark, run by realtime.bench.ts under tsx (the app's modules import
 * without file extensions): 1,000 symbols at 10 ticks per second each, 60 frames per second, for 5 seconds after 2 seconds of
 * warm-up. Prints
 * progress lines, then the figures as JSON on the last line.
 */
import { createMarketPayloads } from '../../mock-server/socket/market-events.ts';
import { MarketModel } from '../../mock-server/socket/market-model.ts';
import { createPayloadFaker } from '../../mock-server/socket/payload-faker.ts';
import { loadAsyncApi } from '../contract/asyncapi-document.ts';
import type { Figure } from './http-mock.bench.ts';
import { median } from './machine.ts';

const STORE_SYMBOLS = 1000;
const STORE_TICKS_PER_SECOND = 10;
const STORE_SECONDS = 5;
/** Seconds run before measuring, so that the figures are those of a warmed-up page (JIT, zod's compiled parsers). */
const WARM_UP_SECONDS = 2;
const FPS = 60;

async function benchStore(): Promise<Figure[]> {
  // the client modules read import.meta.env; no frame scheduler in Node: the bench drives the frames itself
  const { configureRealtime } = await import('../../src/shared/realtime/realtime-config');
  const { receive } = await import('../../src/shared/realtime/connection');
  const { tickerStore } = await import('../../src/shared/realtime/market-store');
  const pending: Array<() => void> = [];
  configureRealtime({ requestFrame: (flush) => pending.push(flush), onInvalidPayload: () => undefined });

  const start = Date.now();
  const model = new MarketModel({ symbols: STORE_SYMBOLS, seed: 5, now: start, activity: 1 });
  const payloads = createMarketPayloads(model, createPayloadFaker(loadAsyncApi(), 5));
  let rendered = 0;
  for (const pair of model.pairs) tickerStore.subscribe(pair.symbol, () => (rendered += 1));

  const frameMs = 1000 / FPS;
  const stepMs = 1000 / STORE_TICKS_PER_SECOND;
  const flushTimes: number[] = [];
  const rendersPerFrame: number[] = [];
  const perTickUs: number[] = [];
  const frameWorkMs: number[] = [];
  let ticks = 0;
  // each symbol ticks every 100 ms at its own phase, so the ticks spread over the frames as they would arrive;
  // the payloads are made beforehand so that only the client's work is timed
  const phase = new Map(model.pairs.map((pair, index) => [pair.symbol, (index * stepMs) / model.pairs.length]));
  const arrivals: Array<{ at: number; payload: ReturnType<typeof payloads.daymarket> }> = [];
  for (let time = 0; time < (WARM_UP_SECONDS + STORE_SECONDS) * 1000; time += stepMs)
    for (const tick of model.step(start + time))
      arrivals.push({ at: time + phase.get(tick.pair.symbol)!, payload: payloads.daymarket(tick.pair, start + time) });
  arrivals.sort((a, b) => a.at - b.at);
  let next = 0;
  for (let frame = 0; frame < (WARM_UP_SECONDS + STORE_SECONDS) * FPS; frame += 1) {
    const now = frame * frameMs;
    if (frame === WARM_UP_SECONDS * FPS) {
      ticks = 0;
      perTickUs.length = 0;
      frameWorkMs.length = 0;
      flushTimes.length = 0;
      rendersPerFrame.length = 0;
      rendered = 0;
    }
    const began = performance.now();
    const first = next;
    for (; next < arrivals.length && arrivals[next].at <= now; next += 1) receive('daymarket', arrivals[next].payload);
    const receiveMs = performance.now() - began;
    ticks += next - first;
    if (next > first) perTickUs.push((receiveMs * 1000) / (next - first));
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
  return [
    {
      name: `Client store, ${STORE_SYMBOLS} symbols x ${STORE_TICKS_PER_SECOND} ticks/s: frames flushed`,
      value: framesWithWork / STORE_SECONDS,
      unit: 'frames/s',
      runs: STORE_SECONDS * FPS,
    },
    {
      name: `Client store, ${STORE_SYMBOLS} symbols x ${STORE_TICKS_PER_SECOND} ticks/s: rows notified (re-rendered) per flushed frame`,
      value: median(rendersPerFrame.filter((count) => count > 0)),
      unit: 'renders',
      runs: framesWithWork,
    },
    {
      name: `Client store, ${STORE_SYMBOLS} symbols x ${STORE_TICKS_PER_SECOND} ticks/s: time per flush (commit and notify)`,
      value: median(flushTimes) * 1000,
      unit: 'µs',
      runs: flushTimes.length,
    },
    {
      name: `Client store, ${STORE_SYMBOLS} symbols x ${STORE_TICKS_PER_SECOND} ticks/s: zod validation and store write per tick`,
      value: median(perTickUs),
      unit: 'µs',
      runs: perTickUs.length,
    },
    {
      name: `Client store, ${STORE_SYMBOLS} symbols x ${STORE_TICKS_PER_SECOND} ticks/s: main-thread work per frame (validate, store, flush)`,
      value: median(frameWorkMs),
      unit: 'ms',
      runs: frameWorkMs.length,
    },
  ];
}

console.log(JSON.stringify(await benchStore()));
