import { expectToast } from '../support/toasts';
import { expect, test, type Page } from '../support/test';
import { field, lastPrice, openPair, PAIRS, sandbox, startTrading } from './support';

test.beforeEach(async ({ page }) => {
  await startTrading(page);
});

async function openLong(page: Page, lots: string) {
  const form = page.getByRole('form', { name: 'Open a futures position' });
  await field(page, 'Lots').fill(lots);
  await form.getByRole('button', { name: 'Open long' }).click();
  const sheet = page.getByRole('dialog', { name: 'Confirm the position' });
  await expect(sheet.getByText('Est. liquidation price')).toBeVisible();
  // a market order: its price row is the market's, not a limit
  await expect(sheet.getByText('Market price', { exact: true })).toBeVisible();
  await expect(sheet.getByText('Limit price', { exact: true })).toHaveCount(0);
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Position opened');
}

const positions = (page: Page) => page.getByRole('list', { name: 'Positions' }).getByRole('article');

test('a futures long is opened, gets a stop-loss, and "close longs" closes it', async ({ page }) => {
  await openPair(page, '/pages/transaction/contract', PAIRS.futures);
  await openLong(page, '2');
  await expect(positions(page)).toHaveCount(1);
  const position = positions(page).first();
  await expect(position.getByText('Long')).toBeVisible();

  const stop = (Math.floor((await lastPrice(page)) * 0.9 * 100) / 100).toFixed(2);
  await position.getByRole('button', { name: 'TP/SL' }).click();
  const sheet = page.getByRole('dialog', { name: 'Take-profit and stop-loss of SOL/USDT' });
  await sheet.getByLabel('Stop-loss price', { exact: true }).fill(String(Number(stop) * 2));
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(sheet.getByLabel('Stop-loss price', { exact: true })).toHaveAccessibleDescription(
    "A long's stop-loss must be below the price",
  );
  await sheet.getByLabel('Stop-loss price', { exact: true }).fill(stop);
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Take-profit and stop-loss saved');
  await expect(position.getByText(Number(stop).toLocaleString('en-US'))).toBeVisible();

  await page.getByRole('button', { name: 'Close longs' }).click();
  await page
    .getByRole('alertdialog', { name: 'Close all long positions at the market price?' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expectToast(page, 'Positions closed');
  await expect(positions(page)).toHaveCount(0);
  await page.getByRole('radio', { name: 'History' }).click();
  await expect(page.getByRole('list', { name: 'History' }).getByRole('article')).toHaveCount(1);
});

test('a stop-loss hit pushed by the server closes the position and tells the user', async ({ page }) => {
  await openPair(page, '/pages/transaction/contract', PAIRS.futures);
  const price = await lastPrice(page);
  await field(page, 'Stop-loss price').fill((price * 0.97).toFixed(2));
  await openLong(page, '1');
  await expect(positions(page)).toHaveCount(1);
  await sandbox(page, 'market/price', { symbol: PAIRS.futures.symbol, price: Number((price * 0.95).toFixed(2)) });
  await expectToast(page, 'Stop-loss reached: positions closed');
  await expect(positions(page)).toHaveCount(0);
});

test('the futures form rejects each bad input with its message and keeps what was typed', async ({ page }) => {
  await openPair(page, '/pages/transaction/index', PAIRS.futures, '&section=futures');
  const form = page.getByRole('form', { name: 'Open a futures position' });
  const price = await lastPrice(page);
  await form.getByRole('button', { name: 'Open long' }).click();
  await expect(field(page, 'Lots')).toHaveAccessibleDescription('Enter the purchase quantity');
  const bad: [label: string, value: string, message: string | RegExp][] = [
    ['Lots', '1.5', 'The quantity must be an integer'],
    ['Lots', '100000', /^The maximum is \d+$/],
    ['Take-profit price', (price * 0.5).toFixed(2), "A long's take-profit must be above the price"],
    ['Stop-loss price', (price * 2).toFixed(2), "A long's stop-loss must be below the price"],
  ];
  for (const [label, value, message] of bad) {
    await field(page, label).fill(value);
    await field(page, label).blur();
    await expect(field(page, label)).toHaveAccessibleDescription(message);
    await expect(field(page, label)).toHaveValue(value);
  }
  await form.getByRole('radio', { name: 'Limit' }).click();
  await field(page, 'Limit price').fill('abc');
  await field(page, 'Limit price').blur();
  await expect(field(page, 'Limit price')).toHaveAccessibleDescription('Enter a correct price');
  await expect(page.getByRole('dialog', { name: 'Confirm the position' })).toHaveCount(0);
});
