/**
 * The trade screen tells one market. For two coins and a stock:
 * - the pair header's 24-hour high, low and change are exactly those of the last 1,440 one-minute bars (the ones
 *   the chart received, the rest of the day from the same history call, and the chart's live bar);
 * - the 15-minute bars over those 24 hours hold the header's high and low;
 * - each history the chart receives ends with the period's current bar of the mock's clock, so it joins the live
 *   bar with no gap, and an hour later (the mock's clock moved) every closed bar that both reads hold is the same;
 * - the market list's row gives the same 24-hour change on the same bars.
 * The header and the chart are read in one go in the page and compared once they show the same trade (the header's
 * last price is the chart's live close): the market moves twice a second, and a read between two pushes is tried
 * again. A header fed from anything but the bars' own market never matches them. The journey moves the mock's
 * clock, so it runs on a mock of its own (the "own clock" project).
 */
import { expect, test, type Page } from '../support/test';
import {
  barStart,
  ClosedBars,
  DAY_MINUTES,
  dayChange,
  MINUTE,
  ohlcv,
  PERIOD_MS,
  readScreen,
  receivedHistory,
  type Bar,
  type Period,
  type Received,
  type Screen,
} from './day-bars';
import { mockNow, moveMockClock } from '../support/mock-clock';
import { openPair, startTrading } from './support';
import { CPU_SLOWDOWN } from '../support/slowdown';

const PAIRS = [
  { currency_id: 1, legal_id: 3, symbol: 'BTC/USDT', tab: 'coin' },
  { currency_id: 2, legal_id: 3, symbol: 'ETH/USDT', tab: 'coin' },
  { currency_id: 8, legal_id: 3, symbol: 'AAPL/USDT', tab: 'stock' },
] as const;
type Pair = (typeof PAIRS)[number];

const HOUR = 60 * MINUTE;
/**
 * How far the page may trail the mock's clock: what it shows by a market step (0.5 s), its push and a redraw; the
 * history it asks for by the error of its estimate of the server's time (the Date header's second).
 */
const SCREEN_LAG_MS = 2000;
const READ_AGAIN = { timeout: 15_000 * CPU_SLOWDOWN };

const highest = (bars: Array<Pick<Bar, 'high'>>) => Math.max(...bars.map((bar) => bar.high));
const lowest = (bars: Array<Pick<Bar, 'low'>>) => Math.min(...bars.map((bar) => bar.low));

/** The header shows its figures and the chart its bars (a "--" reads as no number). */
function expectShown({ chart, ...header }: Screen) {
  const figures = { ...header, ...chart };
  expect(Object.entries(figures).filter(([, value]) => !Number.isFinite(value))).toEqual([]);
}

/** One bar a period with none missing, the last the period's current bar of the mock's clock when it answered. */
function expectJoined({ bars, before, after }: Received, period: Period) {
  const times = bars.map((bar) => bar.time);
  expect(times.slice(1).map((time, index) => time - times[index])).toEqual(times.slice(1).map(() => PERIOD_MS[period]));
  expect(times.at(-1)).toBeGreaterThanOrEqual(barStart(before - SCREEN_LAG_MS, period));
  expect(times.at(-1)).toBeLessThanOrEqual(barStart(after, period));
}

/** The chart's last bar is the current bar of the mock's clock. */
async function expectChartAtNow(page: Page, period: Period) {
  const chart = page.getByTestId('kline-chart');
  await expect(async () => {
    const before = await mockNow(page.request);
    const last = Number(await chart.getAttribute('data-last')) * 1000;
    const after = await mockNow(page.request);
    expect(last).toBeGreaterThanOrEqual(barStart(before - SCREEN_LAG_MS, period));
    expect(last).toBeLessThanOrEqual(barStart(after, period));
  }).toPass(READ_AGAIN);
}

/** The closed bars of the chart's history are those the history call answers for the same times. */
function expectSameBars(received: Bar[], read: Bar[]) {
  const byTime = new Map(read.map((bar) => [bar.time, bar]));
  const shared = received.slice(0, -1).filter((bar) => byTime.has(bar.time));
  expect(shared.length).toBeGreaterThan(0);
  expect(shared.map(ohlcv)).toEqual(shared.map((bar) => ohlcv(byTime.get(bar.time)!)));
}

/** The header's 24-hour figures are those of the last 1,440 one-minute bars, the chart's live bar the last. */
async function expectHeaderIsLastDay(page: Page, minutes: ClosedBars, received: Received) {
  await expect(async () => {
    const screen = await readScreen(page);
    expectShown(screen);
    const live = screen.chart;
    expect(screen.price, 'the header and the chart show the same trade').toBe(live.close);
    const closed = await minutes.between(live.time - (DAY_MINUTES - 1) * MINUTE, live.time - MINUTE);
    expectSameBars(received.bars, closed);
    const day = [...closed, live];
    expect({ high: screen.high, low: screen.low, change: screen.change }).toEqual({
      high: highest(day),
      low: lowest(day),
      change: dayChange(day[0].open, live.close),
    });
  }).toPass(READ_AGAIN);
}

/**
 * The 15-minute bars that cover the 24 hours hold the header's high and low: no higher than the highest of them,
 * no lower than the highest of those wholly inside the 24 hours (the first may start before them); the low alike.
 */
async function expectQuarterHoursHoldTheDay(page: Page, quarters: ClosedBars, received: Received) {
  await expect(async () => {
    const before = await mockNow(page.request);
    const screen = await readScreen(page);
    const after = await mockNow(page.request);
    expectShown(screen);
    const minute = barStart(after, '1min');
    // the header's ticker is of this minute only when the read did not straddle two
    expect(barStart(before - SCREEN_LAG_MS, '1min'), 'read within one minute').toBe(minute);
    const live = screen.chart;
    expect(live.time).toBe(barStart(minute, '15min'));
    expect(screen.price, 'the header and the chart show the same trade').toBe(live.close);
    const start = minute - (DAY_MINUTES - 1) * MINUTE;
    const closed = await quarters.between(barStart(start, '15min'), live.time - PERIOD_MS['15min']);
    expectSameBars(received.bars, closed);
    const covering = [...closed, live];
    const inside = covering.filter((bar) => bar.time >= start);
    expect(screen.high).toBeLessThanOrEqual(highest(covering));
    expect(screen.high).toBeGreaterThanOrEqual(highest(inside));
    expect(screen.low).toBeGreaterThanOrEqual(lowest(covering));
    expect(screen.low).toBeLessThanOrEqual(lowest(inside));
  }).toPass(READ_AGAIN);
}

/** Every bar closed in both reads is the same in both. */
function expectClosedBarsKept(first: Received, second: Received) {
  const later = new Map(second.bars.slice(0, -1).map((bar) => [bar.time, bar]));
  const shared = first.bars.slice(0, -1).filter((bar) => later.has(bar.time));
  expect(shared.length).toBeGreaterThan(0);
  expect(shared.map(ohlcv)).toEqual(shared.map((bar) => ohlcv(later.get(bar.time)!)));
}

/** The market list's row of the pair: its change is the 24-hour change of its price on the same 1-minute bars. */
async function expectRowIsLastDay(page: Page, pair: Pair, minutes: ClosedBars) {
  await page.goto(`/#/pages/market/market?tab=${pair.tab}`);
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: new RegExp(`^${pair.symbol.replace('/', '\\/')}`) }) });
  await expect(row).toHaveText(/%/);
  await expect(async () => {
    const before = await mockNow(page.request);
    const [price, change] = await row.evaluate((item) =>
      [...item.querySelectorAll('span')]
        .map((span) => span.textContent ?? '')
        .filter((text) => /^[+-]?[\d,]+(\.\d+)?%?$/.test(text))
        .map((text) => Number(text.replace(/[,%]/g, ''))),
    );
    const after = await mockNow(page.request);
    // a row shows its ticker at most once a second
    const minute = barStart(after, '1min');
    expect(barStart(before - SCREEN_LAG_MS - 1000, '1min'), 'read within one minute').toBe(minute);
    const [first] = await minutes.between(minute - (DAY_MINUTES - 1) * MINUTE, minute - (DAY_MINUTES - 1) * MINUTE);
    expect(change).toBe(dayChange(first.open, price));
  }).toPass(READ_AGAIN);
}

test.describe.configure({ timeout: 120_000 * CPU_SLOWDOWN });

for (const pair of PAIRS) {
  test(`${pair.symbol}: the header's 24 hours are the chart's, joined to the live bar, the same an hour later`, async ({
    page,
  }) => {
    const minutes = new ClosedBars(page, pair.symbol, '1min');
    const quarters = new ClosedBars(page, pair.symbol, '15min');
    const oneMinute = () => page.getByRole('button', { name: '1m', exact: true }).click();
    await startTrading(page);

    // the chart opens on 15 minutes
    const quarterHours = await receivedHistory(page, '15min', () => openPair(page, '/pages/transaction/index', pair));
    expectJoined(quarterHours, '15min');
    await expectChartAtNow(page, '15min');
    await expectQuarterHoursHoldTheDay(page, quarters, quarterHours);

    const oneMinutes = await receivedHistory(page, '1min', oneMinute);
    expectJoined(oneMinutes, '1min');
    await expectChartAtNow(page, '1min');
    await expectHeaderIsLastDay(page, minutes, oneMinutes);

    // an hour later, the chart opened again: the same past, joined to the new live bar
    await moveMockClock(page.request, HOUR);
    const quarterHoursLater = await receivedHistory(page, '15min', async () => {
      await page.reload();
      await expect(page.getByLabel('Last price')).toHaveText(/\d/);
    });
    expectJoined(quarterHoursLater, '15min');
    expectClosedBarsKept(quarterHours, quarterHoursLater);
    const oneMinutesLater = await receivedHistory(page, '1min', oneMinute);
    expectJoined(oneMinutesLater, '1min');
    expectClosedBarsKept(oneMinutes, oneMinutesLater);
    await expectChartAtNow(page, '1min');
    await expectHeaderIsLastDay(page, minutes, oneMinutesLater);

    await expectRowIsLastDay(page, pair, minutes);
  });
}
