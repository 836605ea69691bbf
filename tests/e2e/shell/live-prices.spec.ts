import { expect, test } from '../support/test';
import { signIn } from '../support/session';
import { CPU_SLOWDOWN } from '../support/slowdown';

test('the market tab is live: the socket connects, tickers arrive and the badge says so', async ({ page }) => {
  const tickers: Array<Record<string, unknown>> = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      // socket.io event frames: 42["daymarket_batch",{...}] (the app watches the rows it shows), or 42["daymarket",{...}]
      const text = String(payload);
      if (!text.startsWith('42')) return;
      const [name, body] = JSON.parse(text.slice(2)) as [string, Record<string, unknown>];
      if (name === 'daymarket') tickers.push(body);
      if (name === 'daymarket_batch') tickers.push(...(body.tickers as Array<Record<string, unknown>>));
    });
  });
  await signIn(page);
  await page.goto('/#/pages/market/market');
  const badge = page.getByRole('status').and(page.locator('[data-state]'));
  await expect(badge).toHaveText('リアルタイム', { timeout: 15_000 * CPU_SLOWDOWN });
  await expect(badge).toHaveAttribute('data-state', 'connected');
  await expect.poll(() => tickers.length).toBeGreaterThan(0);
  for (const ticker of tickers.slice(0, 20)) {
    expect(ticker.symbol).toMatch(/^[A-Z0-9]+\/[A-Z0-9]+$/);
    expect(ticker.now_price).toMatch(/^\d+(\.\d+)?$/);
    expect(ticker.change).toMatch(/^[+-]?\d+(\.\d+)?$/);
  }
});
