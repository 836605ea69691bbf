import { expect, test } from '../support/test';
import { mockNow } from '../support/mock-clock';
import { lastPrice, openPair, PAIRS, sandbox, startTrading } from './support';
import { CPU_SLOWDOWN } from '../support/slowdown';

test('the chart draws the history as candles and follows the live bar', async ({ page }) => {
  await startTrading(page);
  await openPair(page, '/pages/transaction/index', PAIRS.chart);
  const chart = page.getByTestId('kline-chart');
  await expect(chart).toHaveAttribute('data-bars', /^[1-9]\d+$/);
  await expect(chart.locator('canvas').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /TradingView/i })).toHaveAttribute('href', /tradingview/);

  // a trade far above the market lifts the live bar's high to that price (the market walks on from there)
  const target = Number(((await lastPrice(page)) * 1.03).toFixed(3));
  await sandbox(page, 'market/price', { symbol: PAIRS.chart.symbol, price: target });
  await expect.poll(async () => Number(await chart.getAttribute('data-high'))).toBeGreaterThanOrEqual(target);

  await page.getByRole('button', { name: '1h', exact: true }).click();
  await expect(page.getByRole('button', { name: '1h', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(chart).toHaveAttribute('data-bars', /^[1-9]\d+$/);
  // yearly bars: one a year from the pair's listing to the mock's current year, the forming one last
  await page.getByRole('button', { name: '1Y', exact: true }).click();
  await expect(async () => {
    const year = new Date(await mockNow(page.request)).getUTCFullYear();
    expect({ bars: await chart.getAttribute('data-bars'), last: await chart.getAttribute('data-last') }).toEqual({
      bars: String(year - PAIRS.chart.listedYear + 1),
      last: String(Date.UTC(year, 0, 1) / 1000),
    });
  }).toPass({ timeout: 10_000 * CPU_SLOWDOWN });
  const yearHigh = Number(((await lastPrice(page)) * 1.05).toFixed(3));
  await sandbox(page, 'market/price', { symbol: PAIRS.chart.symbol, price: yearHigh });
  await expect.poll(async () => Number(await chart.getAttribute('data-high'))).toBeGreaterThanOrEqual(yearHigh);
  await expect(page.getByRole('list', { name: 'Sell orders' }).getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('region', { name: 'Latest trades' }).getByRole('table')).toBeVisible();
});
