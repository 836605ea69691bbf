import { expect, test, type Locator, type Page } from '../support/test';
import Big from 'big.js';
import { signInEachAsNewAccount } from '../support/session';

/**
 * The financial products' journeys, in English, each on an account of its own: a token the sandbox never issued
 * opens a fresh account (spot USDT between 5,000 and 20,000), so the journeys run side by side and again on a
 * retry without reading each other's orders.
 */
signInEachAsNewAccount('en');

/** The available USDT a purchase form shows ("Available: 12,345.67 USDT"), once the balance has loaded. */
async function availableUsdt(page: Page): Promise<Big> {
  const line = page.getByText(/^Available: [\d,.]+ USDT$/);
  await expect(line).toBeVisible();
  return new Big((await line.innerText()).replace(/[^\d.]/g, ''));
}

const apiCalls = (page: Page, path: string) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api${path}`) calls.push(request.postData() ?? '');
  });
  return calls;
};

/** Taps `submit` with `value` in `field`: the field says `why` and keeps the value, and nothing is `sent`. */
async function expectRefused(field: Locator, value: string, submit: Locator, why: string, sent: string[]) {
  await field.fill(value);
  await submit.click();
  await expect(field).toHaveAccessibleDescription(why);
  await expect(field).toHaveValue(value);
  expect(sent).toEqual([]);
}

test('subscribes to an IEO in progress and finds the subscription among mine', async ({ page }) => {
  await page.goto('/#/pages/ieo/ieo?phase=progress');
  await page.getByRole('link', { name: 'Subscribe: Nova Chain (NOVA) IEO' }).click();
  const before = await availableUsdt(page);

  await page.getByLabel('Quantity to subscribe', { exact: true }).fill('1000');
  await expect(page.getByText('Cost: 50.000000 USDT')).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Confirm the subscription' });
  await expect(sheet).toContainText('1,000.00 NOVA');
  await expect(sheet).toContainText('50.000000 USDT');
  await sheet.getByRole('button', { name: 'Confirm' }).click();

  const mine = page.getByRole('region', { name: 'My subscription' });
  await expect(mine).toContainText('1,000.00 NOVA');
  await expect.poll(async () => (await availableUsdt(page)).toFixed()).toBe(before.minus(50).toFixed());

  await page.goto('/#/pages/ieo/order');
  const order = page.getByRole('article', { name: /^NOVA subscription/ });
  await expect(order).toHaveCount(1);
  await expect(order).toContainText('Applied quantity1,000.00 NOVA');
  await expect(order).toContainText('Passed quantity0.00 NOVA');
});

test('lock-up mining refuses less than the minimum, keeps the amount, lists a lock at the minimum and redeems it early less the stated penalty', async ({
  page,
}) => {
  const locks = apiCalls(page, '/lh/deposit');
  await page.goto('/#/pages/lockming/lockming');
  await page.getByRole('link', { name: 'Lock now: USDT · 30 days' }).click();
  const before = await availableUsdt(page);

  const amount = page.getByLabel('Amount to lock', { exact: true });
  const lock = page.getByRole('button', { name: 'Lock', exact: true });
  await expectRefused(amount, '499.99', lock, 'The minimum is 500 USDT', locks);

  await amount.fill('500');
  await expect(page.getByText('Expected yield over 30 days: 52.500000 USDT')).toBeVisible();
  await lock.click();
  await page.getByRole('dialog', { name: 'Confirm the lock' }).getByRole('button', { name: 'Confirm' }).click();

  // listed among the orders in progress
  const order = page.getByRole('article', { name: /^Lock-up order/ });
  await expect(order).toHaveCount(1);
  await expect(order).toContainText('500.000000 USDT');
  await expect(order).toContainText('In progress');

  // 30 days left: 0.40 % x 30 x 500 = 60 USDT kept, 440 returned
  await order.getByRole('button', { name: 'Redeem early' }).click();
  const sheet = page.getByRole('dialog', { name: 'Redeem early' });
  await expect(sheet).toContainText('Penalty60.000000 USDT');
  await expect(sheet).toContainText('Returned to you440.000000 USDT');
  await expect(sheet).toContainText('0.4% x 30 days left x 500 = 60');
  await sheet.getByRole('button', { name: 'Redeem', exact: true }).click();
  await expect(page.getByRole('article', { name: /^Lock-up order/ })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Redeemed' }).click();
  await expect(page.getByRole('article', { name: /^Lock-up order/ })).toContainText('Redeemed early');

  await page.goto('/#/pages/lockming/buy?id=1');
  // the balance read before the redemption shows until the fresh one arrives
  await expect.poll(async () => (await availableUsdt(page)).toFixed()).toBe(before.minus(60).toFixed());
});

test('dual investment refuses a fractional number of shares and lists a whole one', async ({ page }) => {
  const purchases = apiCalls(page, '/dual/buyDual');
  await page.goto('/#/pages/invest/invest?type=put');
  await page.getByRole('link', { name: 'Buy ETH Dual 7D' }).click();

  const shares = page.getByLabel('Shares', { exact: true });
  const buy = page.getByRole('button', { name: 'Buy', exact: true });
  await expectRefused(shares, '1.5', buy, 'The quantity must be an integer', purchases);

  await shares.fill('1');
  // both outcomes before buying: USDT back above the reference price, ETH bought at it below
  const settlement = page.getByRole('region', { name: 'Settlement at maturity' });
  await expect(settlement).toContainText(/ETH below [\d,.]+[\d.]+ ETH/);
  await expect(settlement).toContainText(/ETH at or above [\d,.]+[\d,.]+ USDT/);
  await buy.click();
  const sheet = page.getByRole('dialog', { name: 'Confirm the purchase' });
  await expect(sheet).toContainText('Shares1');
  await sheet.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(/#\/pages\/invest\/mine/);
  const order = page.getByRole('article', { name: /^ETH Dual 7D investment/ });
  await expect(order).toHaveCount(1);
  await expect(order).toContainText('Purchased');
  await expect(order).toContainText('Shares1');
  expect(purchases).toHaveLength(1);
  expect(new URLSearchParams(purchases[0]).get('num')).toBe('1');
});
