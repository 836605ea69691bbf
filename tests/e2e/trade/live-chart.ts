/**
 * What the trade-screen journeys on a skewed or moved clock share: the pair, the texts they look for, and a check
 * that the chart is live.
 */
import { expect, type Page } from '../support/test';
import { PAIRS } from './support';

export const HOUR = 3_600_000;
export const pair = `currency_id=${PAIRS.chart.currency_id}&legal_id=${PAIRS.chart.legal_id}`;
const ERROR_PAGE = { jp: '問題が発生しました', en: 'Something went wrong' } as const;
export const PERIODS = { jp: { minute: '1分', five: '5分' }, en: { minute: '1m', five: '5m' } } as const;

/** Counts the k-line pushes the page receives, to wait for live bars after a load. */
export function countKlinePushes(page: Page) {
  const count = { pushes: 0 };
  page.on('websocket', (socket) =>
    socket.on('framereceived', (frame) => {
      if (String(frame.payload).includes('"kline"')) count.pushes += 1;
    }),
  );
  return count;
}

/**
 * The chart has drawn its history and live bars have come in over it; the page is still the trade screen (no
 * error page, nothing thrown).
 */
export async function expectLiveChart(page: Page, language: keyof typeof ERROR_PAGE, klines: { pushes: number }) {
  const before = klines.pushes;
  const chart = page.getByTestId('kline-chart');
  // the chart has drawn its history, then bars come at the market's pace
  await expect(chart).toHaveAttribute('data-bars', /^[1-9]\d*$/);
  await expect.poll(() => klines.pushes).toBeGreaterThan(before + 1);
  await expect(page.getByRole('heading', { name: ERROR_PAGE[language] })).toHaveCount(0);
  await expect(page.getByText('Something went wrong!')).toHaveCount(0);
  await expect(chart).toHaveAttribute('data-bars', /^[1-9]\d*$/);
  await expect(chart.locator('canvas').first()).toBeVisible();
}
