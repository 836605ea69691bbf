/**
 * What the market journeys read of the trade screen and of the mock's k-line history: the bars the chart
 * received, the pair header's figures and the chart's last bar read in one go, and the 1-minute and 15-minute bars
 * of the last 24 hours, read from the same history call the chart makes.
 */
import { expect, type Page } from '@playwright/test';
import { finishedAnswer } from '../support/answers';
import { mockNow } from '../support/mock-clock';

export const MINUTE = 60_000;
/** The 24-hour ticker spans the current minute and the 1,439 before it. */
export const DAY_MINUTES = 1440;
export const PERIOD_MS = { '1min': MINUTE, '15min': 15 * MINUTE } as const;
export type Period = keyof typeof PERIOD_MS;
/** The most bars one history call answers (the contract's limit). */
const MAX_BARS = 500;

/** A bar as /currency/new_timeshar answers it (the fields compared; the answer holds a few more). */
export type Bar = { time: number; open: number; high: number; low: number; close: number; volume: number };

export const barStart = (time: number, period: Period) => Math.floor(time / PERIOD_MS[period]) * PERIOD_MS[period];

/** A history the chart asked for, with the mock's clock just before the call and just after its answer. */
export type Received = { bars: Bar[]; before: number; after: number };

/** Does `action`, and returns the k-line history of the period that the page receives after it. */
export async function receivedHistory(page: Page, period: Period, action: () => Promise<unknown>): Promise<Received> {
  const before = await mockNow(page.request);
  const answer = finishedAnswer<{ data: Bar[] }>(
    page,
    (request) =>
      request.url().includes('/currency/new_timeshar') && new URL(request.url()).searchParams.get('period') === period,
  );
  await action();
  const { data } = (await answer).body;
  return { bars: data, before, after: await mockNow(page.request) };
}

/** The pair header's figures and the chart's last bar, read in one task of the page: nothing renders in between. */
export type Screen = { price: number; change: number; high: number; low: number; chart: Omit<Bar, 'volume'> };

export const readScreen = (page: Page): Promise<Screen> =>
  page.evaluate(() => {
    const number = (text: string | null | undefined) => Number((text ?? '').replace(/[,%]/g, ''));
    const header = document.querySelector('[aria-label="Selected pair"]')!;
    const figure = (term: string) =>
      [...header.querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling?.textContent;
    const chart = document.querySelector<HTMLElement>('[data-testid="kline-chart"]')!.dataset;
    return {
      price: number(header.querySelector('[aria-label="Last price"]')?.textContent),
      change: number(header.querySelector('[aria-label="24h change"]')?.textContent),
      high: number(figure('24h high')),
      low: number(figure('24h low')),
      chart: {
        time: number(chart.last) * 1000,
        open: number(chart.open),
        high: number(chart.high),
        low: number(chart.low),
        close: number(chart.close),
      },
    };
  });

/**
 * Closed bars of a pair and period by time. A closed bar never changes (a forced price is a trade of the current
 * minute), so each is asked for once, however often a read is tried again.
 */
export class ClosedBars {
  private readonly known = new Map<number, Bar>();
  private readonly page: Page;
  private readonly symbol: string;
  private readonly period: Period;

  constructor(page: Page, symbol: string, period: Period) {
    this.page = page;
    this.symbol = symbol;
    this.period = period;
  }

  /** The bars from `from` to `to` (bar starts, Unix ms), one a period, all of them closed. */
  async between(from: number, to: number): Promise<Bar[]> {
    const length = PERIOD_MS[this.period];
    for (let start = from; start <= to; start += MAX_BARS * length) {
      const end = Math.min(to, start + (MAX_BARS - 1) * length);
      if (this.holds(start, end)) continue;
      const answer = await this.page.request.get('/api/currency/new_timeshar', {
        params: { symbol: this.symbol, period: this.period, from: start / 1000, to: end / 1000 },
      });
      expect(answer.ok()).toBe(true);
      for (const bar of ((await answer.json()) as { data: Bar[] }).data) this.known.set(bar.time, bar);
    }
    const bars: Bar[] = [];
    for (let time = from; time <= to; time += length) {
      const bar = this.known.get(time);
      if (!bar) throw new Error(`${this.symbol} has no ${this.period} bar at ${new Date(time).toISOString()}`);
      bars.push(bar);
    }
    return bars;
  }

  private holds(from: number, to: number): boolean {
    for (let time = from; time <= to; time += PERIOD_MS[this.period]) if (!this.known.has(time)) return false;
    return true;
  }
}

/**
 * The 24-hour change as the ticker gives it, in percent to two decimals: worked out on whole numbers (prices
 * scaled up exactly), as the mock does on ticks, so that no rounding of the decimals can tip the last digit.
 */
export function dayChange(open: number, close: number): number {
  const [from, to] = [Math.round(open * 1e8), Math.round(close * 1e8)];
  return Number((((to - from) / from) * 100).toFixed(2)) || 0;
}

/** Only the fields that say what a bar is (the answer's extra ones repeat them). */
export const ohlcv = ({ time, open, high, low, close, volume }: Bar): Bar => ({ time, open, high, low, close, volume });
