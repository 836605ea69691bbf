/**
 * The market's one price path per pair, at the size of a load test (`SOCKET_SYMBOLS=1000`):
 * - the whole mock ready (an HTTP call answered, socket events flowing), from outside, as mock-ready.bench.ts;
 * - the memory the market's history holds once every pair's 24-hour ticker has been read (what a connection's
 *   snapshot needs), the listed pairs' charts opened at every period the app offers, and a minute of steps at the
 *   screens benchmark's pace (the trades of the current minutes);
 * - k-line calls of 500 bars through the mock's HTTP gateway: the 95th percentile and the slowest, over the listed
 *   pairs and synthetic ones at 1-minute to 1-week periods, each pair and period asked for more than once (the
 *   first call of a pair's daily or weekly history makes the days it covers; later ones read them).
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { MarketModel } from '@tradedesk/mock-server/testing';
import type { Figure } from './http-mock.bench.ts';
import { median, percentile } from './machine.ts';
import { timeMockReady } from './mock-ready.bench.ts';
import { startMock } from './sandbox.bench.ts';

const SYMBOLS = 1000;
const READY_RUNS = 5;
const LISTED = 19;
const CHART_PERIODS = ['1min', '5min', '15min', '30min', '60min', '1day', '1week', '1mon'] as const;
const CALL_PERIODS: Array<[string, number]> = [
  ['1min', 60],
  ['15min', 900],
  ['60min', 3600],
  ['1day', 86_400],
  ['1week', 7 * 86_400],
];
const ROUNDS = 4;
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

const heldBytes = () => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

/** Megabytes the market holds after every ticker and the listed pairs' charts were read, and a minute of steps. */
function historyMegabytes(): number {
  collectGarbage();
  const before = heldBytes();
  const now = Date.now();
  // the screens' load: SOCKET_RATE 10, a pair trading 14 times a second (at most 10 are made)
  const model = new MarketModel({ symbols: SYMBOLS, seed: 1, now, tradesPerMinute: 840 });
  for (const pair of model.pairs) model.ticker(pair.symbol);
  for (const pair of model.pairs.slice(0, LISTED))
    for (const period of CHART_PERIODS) model.history(pair.symbol, period, 0, now, 500);
  for (let time = now + 100; time <= now + 70_000; time += 100) model.step(time);
  collectGarbage();
  const held = heldBytes() - before;
  // the model stays reachable until measured
  if (!model.pairs.length) throw new Error('no pairs');
  return held / 2 ** 20;
}

async function klineMilliseconds(): Promise<{ p95: number; slowest: number; calls: number }> {
  const mock = await startMock({ SOCKET_SYMBOLS: String(SYMBOLS) });
  try {
    const symbols = [...Array.from({ length: LISTED }, (_, index) => index), ...[100, 400, 999].map((index) => index)];
    const names = await fetch(`${mock.url}/currency/quotation_new?lang=en`)
      .then((response) => response.json())
      .then((body: { message: Array<{ quotation: Array<{ currency_name: string }> }> }) =>
        body.message[0].quotation.map((row) => `${row.currency_name}/USDT`),
      );
    const times: number[] = [];
    const to = Math.floor(Date.now() / 1000);
    for (let round = 0; round < ROUNDS; round += 1)
      for (const index of symbols)
        for (const [period, seconds] of CALL_PERIODS) {
          const query = new URLSearchParams({
            symbol: names[index],
            period,
            from: String(to - 499 * seconds),
            to: String(to),
            lang: 'en',
          });
          const started = performance.now();
          const response = await fetch(`${mock.url}/currency/new_timeshar?${query}`);
          const body = (await response.json()) as { code?: number; data?: unknown[] };
          times.push(performance.now() - started);
          if (body.code !== 1 || !body.data?.length) throw new Error(`no bars for ${names[index]} ${period}`);
        }
    return { p95: percentile(times, 95), slowest: Math.max(...times), calls: times.length };
  } finally {
    await mock.stop();
  }
}

export async function benchMarket(): Promise<Figure[]> {
  const ready: number[] = [];
  const ports: [number, number] = [
    port('BENCH_PRISM_PORT', port('PRISM_PORT', 4300)),
    port('BENCH_SOCKET_PORT', port('SOCKET_PORT', 4301)),
  ];
  for (let run = 0; run < READY_RUNS; run += 1)
    ready.push(await timeMockReady(...ports, { SOCKET_SYMBOLS: String(SYMBOLS) }));
  const memory = historyMegabytes();
  const kline = await klineMilliseconds();
  const pairs = `${SYMBOLS} pairs`;
  return [
    {
      name: `npm run mock with ${pairs} until it answers and serves the socket (goal 2 s)`,
      value: median(ready),
      unit: 'ms',
      runs: READY_RUNS,
    },
    {
      name: `Market history held, ${pairs}: every 24-hour ticker, the listed pairs' charts at every period and a minute of steps (goal 200 MB)`,
      value: memory,
      unit: 'MB',
      runs: 1,
    },
    {
      name: `k-line call of 500 bars, ${pairs}, 1 minute to 1 week: 95th percentile (goal 20 ms)`,
      value: kline.p95,
      unit: 'ms',
      runs: kline.calls,
    },
    {
      name: `k-line call of 500 bars, ${pairs}: the slowest (a first daily or weekly history)`,
      value: kline.slowest,
      unit: 'ms',
      runs: kline.calls,
    },
  ];
}
