import { expect, test } from '../support/test';
import { recordCalls } from '../account/support';
import { signInFresh } from './support';
import { field } from '../support/fields';

test.beforeEach(async ({ page, request }) => {
  await signInFresh(page, request);
});

test('a purchase from a country where it is not offered is refused, keeping what was typed', async ({ page }) => {
  const orders = recordCalls(page, '/buy/order');
  await page.goto('/#/pages/buy/index');
  await expect(page.getByText('2-5 business days by bank transfer')).toBeVisible();
  await field(page, 'Country of residence').selectOption('JP');
  await field(page, 'Amount to pay').fill('1500');
  await expect(page.getByText('1,500.000000 USDT')).toBeVisible();
  await field(page, 'First name').fill('Kenji');
  await page.getByRole('button', { name: 'Place the order' }).click();
  await expect(field(page, 'Country of residence')).toHaveAccessibleDescription(
    'Your area is temporarily not supported',
  );
  await expect(field(page, 'Amount to pay')).toHaveValue('1500');
  expect(orders).toHaveLength(0);

  await field(page, 'Country of residence').selectOption('US');
  await field(page, 'Amount to pay').fill('150.5');
  await page.getByRole('button', { name: 'Place the order' }).click();
  await expect(field(page, 'Amount to pay')).toHaveAccessibleDescription('The quantity must be an integer');
});

test('a loan below 500,000 USDT is refused; one within the limits is listed under review', async ({ page }) => {
  const applications = recordCalls(page, '/loan/apply');
  await page.goto('/#/pages/common/borrowing');
  await expect(page.getByRole('note')).toContainText('you may apply');
  await field(page, 'Loan amount').fill('499999');
  await field(page, 'Contact (UID or e-mail)').fill('desk@example.com');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(field(page, 'Loan amount')).toHaveAccessibleDescription('The minimum is 500,000 USDT');
  await expect(field(page, 'Loan amount')).toHaveValue('499999');
  expect(applications).toHaveLength(0);

  await field(page, 'Loan amount').fill('800000');
  await field(page, 'Term (days)').fill('90');
  await expect(page.getByText('266,666.670000 USDT')).toBeVisible();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/pages\/otc\/otc/);
  const loan = page.getByRole('list', { name: 'My loans' }).getByRole('listitem').first();
  await expect(loan).toContainText('800,000.000000 USDT');
  await expect(loan).toContainText('Under review');
  await expect(loan).toContainText('90 days · 3x');
});
