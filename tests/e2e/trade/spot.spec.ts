import { expectToast } from '../support/toasts';
import { labelledValue } from '../support/facts';
import { expect, test } from '../support/test';
import { field, lastPrice, openPair, PAIRS, startTrading } from './support';

test.beforeEach(async ({ page }) => {
  await startTrading(page);
});

test('a spot limit buy is confirmed, waits in the pending orders and can be cancelled', async ({ page }) => {
  await openPair(page, '/pages/transaction/index', PAIRS.spot, '&section=coins');
  const form = page.getByRole('form', { name: 'Spot order' });
  // well below the market, inside the exchange's price band: it rests until cancelled
  const price = (Math.floor((await lastPrice(page)) * 0.8 * 100) / 100).toFixed(2);
  await field(page, 'Price').fill(price);
  await field(page, 'Quantity').fill('1.5');
  await expect(form.getByText('Total')).toBeVisible();
  await form.getByRole('button', { name: 'Buy LTC' }).click();

  const sheet = page.getByRole('dialog', { name: 'Confirm the order' });
  await expect(sheet.getByText('LTC/USDT')).toBeVisible();
  await expect(sheet.getByText('1.5 LTC')).toBeVisible();
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Order placed');

  const pending = page.getByRole('list', { name: 'Pending' });
  const order = pending.getByRole('article', { name: /^LTC\/USDT order/ });
  await expect(order).toHaveCount(1);
  await expect(order.getByText(Number(price).toLocaleString('en-US'))).toBeVisible();
  // no fee is charged yet, but 0.1 % of 1.5 x the price is frozen with the quote amount: the order says so
  const heldMicros = Math.round(Number(price) * 100) * 15;
  const held = `${Math.floor(heldMicros / 1e6)}.${String(heldMicros % 1e6).padStart(6, '0')}`;
  await expect(labelledValue(order, 'Fee held')).toHaveText(held);
  await order.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Order cancelled');
  await expect(order).toHaveCount(0);
  await expect(page.getByText('No pending orders')).toBeVisible();
});

test('a buy submitted before the balance has loaded goes to its confirmation, not to "insufficient balance"', async ({
  page,
}) => {
  // the balances answer only once the order is in its confirmation: a quick tap on a slow line
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/wallet/detail?**', async (route) => {
    await held;
    await route.continue();
  });
  await openPair(page, '/pages/transaction/index', PAIRS.spot, '&section=coins');
  const price = (Math.floor((await lastPrice(page)) * 0.8 * 100) / 100).toFixed(2);
  await field(page, 'Price').fill(price);
  await field(page, 'Quantity').fill('1.5');
  await page.getByRole('form', { name: 'Spot order' }).getByRole('button', { name: 'Buy LTC' }).click();
  const sheet = page.getByRole('dialog', { name: 'Confirm the order' });
  await expect(sheet.getByText('1.5 LTC')).toBeVisible();
  await expect(field(page, 'Quantity')).not.toHaveAccessibleDescription('Insufficient balance');
  release();
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Order placed');
  await expect(
    page.getByRole('list', { name: 'Pending' }).getByRole('article', { name: /^LTC\/USDT order/ }),
  ).toHaveCount(1);
});

test('the spot form rejects each bad input with its message and keeps what was typed', async ({ page }) => {
  await openPair(page, '/pages/transaction/index', PAIRS.spot, '&section=coins');
  const form = page.getByRole('form', { name: 'Spot order' });
  await form.getByRole('button', { name: 'Buy LTC' }).click();
  await expect(field(page, 'Price')).toHaveAccessibleDescription('Enter a correct price');
  await expect(field(page, 'Quantity')).toHaveAccessibleDescription('Enter a correct number');

  const bad: [label: string, value: string, message: string][] = [
    ['Price', '12,5', 'Enter a correct price'],
    ['Price', '80.123', 'At most 2 decimal places'],
    ['Quantity', '0.0001', 'At most 3 decimal places'],
    ['Quantity', '-2', 'Enter a correct number'],
  ];
  for (const [label, value, message] of bad) {
    await field(page, label).fill(value);
    await field(page, label).blur();
    await expect(field(page, label)).toHaveAccessibleDescription(message);
    await expect(field(page, label)).toHaveValue(value);
  }
  await field(page, 'Price').fill('80');
  await field(page, 'Quantity').fill('100000');
  await form.getByRole('button', { name: 'Buy LTC' }).click();
  await expect(field(page, 'Quantity')).toHaveAccessibleDescription('Insufficient balance');
  await form.getByRole('radio', { name: 'Sell' }).click();
  await field(page, 'Quantity').fill('100000');
  await form.getByRole('button', { name: 'Sell LTC' }).click();
  await expect(field(page, 'Quantity')).toHaveAccessibleDescription('Insufficient balance');
  await expect(page.getByRole('dialog', { name: 'Confirm the order' })).toHaveCount(0);
});
