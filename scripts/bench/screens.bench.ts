/**
 * Screens under a heavy live market, in Chromium with the CPU slowed down four times (DevTools protocol
 * `Emulation.setCPUThrottlingRate`), the production build served by `vite preview`, the mock emitting 1,000
 * symbols at SOCKET_RATE 10 (`SOCKET_SYMBOLS=1000`):
 * - the market tab's coin list (1,000 rows, virtualised) scrolled a little every frame;
 * - the trade tab with the k-line chart, the order book and the trades live;
 * - opening the trade tab: from a tap on it in the tab bar (the market tab open, its rows live) until the chart
 *   holds its history (`data-bars` above 0), timed in the page (goal: 1 s or less).
 * For each screen: frames per second, the 95th-percentile frame time over the window (goal: one 60 Hz display frame,
 * 16.7 ms; the page's clock is coarsened to 0.1 ms, so a frame on time reads 16.6 to 16.8 ms), the share of frames
 * that came a display frame or more late, and the
 * tickers and ticker messages the page received per second (the load it was under: the app watches the pairs it
 * shows and gets them batched, one `daymarket_batch` per market step; a single `daymarket` is one ticker). A page without live data is measured the same way
 * as a control: on a busy machine it shows what Chromium manages at all. Needs dist/ (it builds when missing).
 * BENCH_CPU_THROTTLE changes the slow-down (4 by default) to tell rendering from script costs; BENCH_SCREEN_RUNS the
 * number of measures of each screen (3 by default, medians reported).
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../lib/chromium.ts';
import { nodeBin } from '@tradedesk/contract/tools';
import { startPreview } from '../lib/preview-servers.ts';
import type { Figure } from './http-mock.bench.ts';
import { percentile } from './machine.ts';

const SYMBOLS = 1000;
const RATE = 10;
const THROTTLE = Number(process.env.BENCH_CPU_THROTTLE ?? 4);
const WINDOW_MS = 8000;
/** Each screen is measured this many times, each in a fresh tab; the figures are the medians. */
const RUNS = Number(process.env.BENCH_SCREEN_RUNS ?? 3);
const TOKEN = '0123456789abcdef0123456789abcdef';
const DISPLAY_FRAME_MS = 1000 / 60;

/** Frame times over the window, measured in the page with requestAnimationFrame; scrolls when asked. */
const measureFrames = (page: Page, scroll: boolean) =>
  page.evaluate(
    ({ windowMs, scroll }) =>
      new Promise<number[]>((resolve) => {
        const times: number[] = [];
        let last = performance.now();
        const end = last + windowMs;
        let direction = 1;
        const frame = (now: number) => {
          times.push(now - last);
          last = now;
          if (scroll) {
            if (window.scrollY + window.innerHeight >= document.body.scrollHeight - 4) direction = -1;
            if (window.scrollY <= 0) direction = 1;
            window.scrollBy(0, direction * 12);
          }
          if (now < end) requestAnimationFrame(frame);
          else resolve(times.slice(1));
        };
        requestAnimationFrame(frame);
      }),
    { windowMs: WINDOW_MS, scroll },
  );

/** Tickers in a socket.io frame: 42["daymarket",{...}] holds one, 42["daymarket_batch",{tickers: [...]}] several. */
function tickersIn(frame: string): number {
  if (frame.startsWith('42["daymarket",')) return 1;
  if (!frame.startsWith('42["daymarket_batch",')) return 0;
  const [, batch] = JSON.parse(frame.slice(2)) as [string, { tickers: unknown[] }];
  return batch.tickers.length;
}

async function measureScreen(page: Page, path: string, ready: string, scroll: boolean) {
  let tickers = 0;
  let messages = 0;
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const count = tickersIn(String(payload));
      tickers += count;
      if (count) messages += 1;
    }),
  );
  await page.goto(path);
  await page.waitForSelector(ready, { timeout: 60_000 });
  await page.waitForTimeout(2000);
  const [tickersBefore, messagesBefore] = [tickers, messages];
  const frames = await measureFrames(page, scroll);
  const seconds = frames.reduce((sum, time) => sum + time, 0) / 1000;
  return {
    fps: frames.length / seconds,
    p95: percentile(frames, 95),
    // a frame that took one and a half display frames or more missed at least one
    lateShare: frames.filter((time) => time >= 1.5 * DISPLAY_FRAME_MS).length / frames.length,
    tickersPerSecond: (tickers - tickersBefore) / seconds,
    messagesPerSecond: (messages - messagesBefore) / seconds,
  };
}

/**
 * Milliseconds from a tap on the trade tab until its chart holds the history: the trade screen's code, the pair
 * list, the history call and the render. Timed in the page, so that no round trip to the browser counts.
 */
async function measureChartOpening(page: Page): Promise<number> {
  await page.goto('/#/pages/market/market?tab=coin');
  await page.waitForSelector('ul[aria-label] li', { timeout: 60_000 });
  await page.waitForTimeout(2000);
  return page.evaluate(
    (timeoutMs) =>
      new Promise<number>((resolve, reject) => {
        const shown = () =>
          Number(document.querySelector('[data-testid="kline-chart"]')?.getAttribute('data-bars')) > 0;
        const start = performance.now();
        const timer = setTimeout(() => reject(new Error('the chart showed no history')), timeoutMs);
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(performance.now() - start);
        });
        observer.observe(document.body, { subtree: true, childList: true, attributeFilter: ['data-bars'] });
        document.querySelector<HTMLElement>('nav a[href*="/pages/transaction/index"]')!.click();
      }),
    60_000,
  );
}

type Screen = { name: string; path: string; ready: string; scroll: boolean };
type ScreenResult = Awaited<ReturnType<typeof measureScreen>>;

/** One measure in a fresh tab, signed in, with the CPU slowed down. */
async function measureInNewTab<T>(browser: Browser, origin: string, measure: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: origin });
  try {
    await context.addInitScript((token) => {
      localStorage.setItem('h5Version', '1');
      localStorage.setItem('tradedesk:session', JSON.stringify({ state: { token, user: null }, version: 0 }));
    }, TOKEN);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    return await measure(page);
  } finally {
    await context.close();
  }
}

export async function benchScreens(): Promise<Figure[]> {
  if (!existsSync('dist/index.html'))
    spawnSync(...nodeBin('vite', ['build', '--logLevel', 'warn']), { stdio: 'inherit' });
  Object.assign(process.env, { SOCKET_SYMBOLS: String(SYMBOLS), SOCKET_RATE: String(RATE) });
  const preview = await startPreview();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  const figures: Figure[] = [];
  try {
    const screens: Screen[] = [
      // the same measure on a page with no live data: what this machine's Chromium manages at all
      { name: 'control: a page without live data', path: '/#/pages/download/download', ready: 'main', scroll: false },
      {
        name: 'market tab, 1,000 live rows scrolled',
        path: '/#/pages/market/market?tab=coin',
        ready: 'ul[aria-label] li',
        scroll: true,
      },
      {
        name: 'trade tab, chart, order book and trades live',
        path: '/#/pages/transaction/index?section=coins',
        ready: '[data-testid="kline-chart"] canvas',
        scroll: false,
      },
    ];
    for (const screen of screens) {
      const results: ScreenResult[] = [];
      for (let run = 0; run < RUNS; run += 1)
        results.push(
          await measureInNewTab(browser, preview.origin, (page) =>
            measureScreen(page, screen.path, screen.ready, screen.scroll),
          ),
        );
      const median = (pick: (result: ScreenResult) => number) => percentile(results.map(pick), 50);
      const received = `${Math.round(median((result) => result.tickersPerSecond))} tickers/s in ${Math.round(median((result) => result.messagesPerSecond))} messages/s received`;
      const label = `${screen.name} (${SYMBOLS} symbols, ${received}, CPU ${THROTTLE}x slower)`;
      figures.push({
        name: `${label}: frames per second`,
        value: median((result) => result.fps),
        unit: 'fps',
        runs: RUNS,
      });
      figures.push({
        name: `${label}: 95th-percentile frame time (goal one display frame, 16.7 ms, read as 16.6 to 16.8)`,
        value: median((result) => result.p95),
        unit: 'ms',
        runs: RUNS,
      });
      figures.push({
        name: `${label}: frames a display frame or more late`,
        value: median((result) => 100 * result.lateShare),
        unit: '%',
        runs: RUNS,
      });
    }
    const openings: number[] = [];
    for (let run = 0; run < RUNS; run += 1)
      openings.push(await measureInNewTab(browser, preview.origin, measureChartOpening));
    figures.push({
      name: `trade tab opened from the market tab, until the chart shows its history (${SYMBOLS} symbols, CPU ${THROTTLE}x slower; goal 1 s or less)`,
      value: percentile(openings, 50),
      unit: 'ms',
      runs: RUNS,
    });
  } finally {
    await browser.close();
    await preview.close();
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`)
  for (const figure of await benchScreens())
    console.log(`${figure.name}: ${figure.value.toFixed(1)} ${figure.unit} (median of ${figure.runs})`);
