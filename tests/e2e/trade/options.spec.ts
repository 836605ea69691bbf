import { expectToast } from '../support/toasts';
import { moveMockClock } from '../support/mock-clock';
import { expect, test } from '../support/test';
import { field, openPair, PAIRS, startTrading } from './support';

test.beforeEach(async ({ page }) => {
  await startTrading(page);
});

test('a seconds option counts down, then settles and shows its result', async ({ page }) => {
  await openPair(page, '/pages/transaction/index', PAIRS.options, '&section=seconds');
  const form = page.getByRole('form', { name: 'Seconds option' });
  await form.getByRole('radio', { name: /^30 s/ }).click();
  await field(page, 'Stake').fill('100');
  await form.getByRole('button', { name: 'Buy up' }).click();
  const sheet = page.getByRole('dialog', { name: 'Confirm the option' });
  await expect(sheet.getByText('100 USDT')).toBeVisible();
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Option placed');

  const open = page.getByRole('list', { name: 'In progress' }).getByRole('article', { name: /^BNB\/USDT option/ });
  await expect(open).toHaveCount(1);
  await expect(open.getByRole('timer')).toHaveText(/00:00:[0-3]\d/);

  // the mock's clock, not the test, waits the 30 seconds
  await moveMockClock(page.request, 31_000);
  await expectToast(page, /^BNB\/USDT option (won|lost|ended even)/);
  await expect(open).toHaveCount(0);
  await page.getByRole('radio', { name: 'Complete' }).click();
  const done = page.getByRole('list', { name: 'Complete' }).getByRole('article', { name: /^BNB\/USDT option/ });
  await expect(done.getByTestId('option-result')).toHaveText(/\d/);

  await page.goto('/#/pages/transaction/seconds_order?list=done');
  await expect(page.getByRole('article', { name: /^BNB\/USDT option/ })).toHaveCount(1);
});

test('the option stake is checked against the duration range and the balance', async ({ page }) => {
  await openPair(page, '/pages/transaction/index', PAIRS.options, '&section=seconds');
  const form = page.getByRole('form', { name: 'Seconds option' });
  await form.getByRole('radio', { name: /^30 s/ }).click();
  await form.getByRole('button', { name: 'Buy down' }).click();
  await expect(field(page, 'Stake')).toHaveAccessibleDescription('Enter a correct amount');
  for (const [value, message] of [
    ['1', /^The minimum is /],
    ['99999999', /^(The maximum is |Insufficient balance)/],
    ['ten', /^Enter a correct amount/],
  ] as const) {
    await field(page, 'Stake').fill(value);
    await field(page, 'Stake').blur();
    await expect(field(page, 'Stake')).toHaveAccessibleDescription(message);
    await expect(field(page, 'Stake')).toHaveValue(value);
  }
  await expect(page.getByRole('dialog', { name: 'Confirm the option' })).toHaveCount(0);
});
