import { expectToast } from '../support/toasts';
import Big from 'big.js';
import { expect, test, type Locator } from '../support/test';
import { PICTURE } from '../account/support';
import { readCodeSentBy, setFundPassword } from '../support/outbox';
import { lastLogin, signInFresh } from './support';
import { labelledValue } from '../support/facts';
import { field, fillFields } from '../support/fields';

/** The figure of a labelled fact ("1,234.5 USDT"), as an exact decimal. */
const figure = async (fact: Locator) => new Big((await fact.innerText()).replace(/[^\d.]/g, '') || '0');
const fact = labelledValue;

let token = '';
let login = '';
test.beforeEach(async ({ page, request }) => {
  token = await signInFresh(page, request);
  login = lastLogin;
});

test('a deposit with its voucher shows as pending in the records, and as credited once the exchange approves it', async ({
  page,
  request,
}) => {
  await page.goto('/#/pages/fund/receive?currency=3');
  await expect(page.getByTestId('deposit-address')).toHaveText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  await expect(page.getByRole('img', { name: /QR code of the USDT address on TRC20/ })).toBeVisible();
  await page.getByRole('tab', { name: 'ERC20' }).click();
  await expect(page.getByTestId('deposit-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/);

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(field(page, 'Amount sent')).toHaveAccessibleDescription('Enter a correct amount');
  await field(page, 'Amount sent').fill('250');
  await page.getByLabel('Payment voucher').setInputFiles(PICTURE);
  await expect(page.getByRole('img', { name: 'Payment voucher' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/receive_withdraw_record\?tab=deposit/);
  const row = page.getByRole('list', { name: 'Deposit records' }).getByRole('listitem').first();
  await expect(row).toContainText('Deposit USDT');
  await expect(row).toContainText('250');
  await expect(row).toContainText('Pending review');
  await row.click();
  await expect(fact(page, 'Status')).toHaveText('Pending review');
  await expect(fact(page, 'Amount')).toHaveText('250.000000 USDT');
  await expect(fact(page, 'Method')).toHaveText('On-chain transfer');

  // the exchange approves it: the user is told wherever they are, and the record they read changes
  const records = await request.get('/api/recharge/log', { headers: { Authorization: token } });
  const [deposit] = ((await records.json()) as { message: { data: { id: number }[] } }).message.data;
  const review = await request.post('/api/__sandbox/review', {
    data: { kind: 'deposit', id: deposit.id, decision: 'approve' },
  });
  expect(review.ok()).toBe(true);
  await expectToast(page, 'Your deposit was credited');
  await expect(fact(page, 'Status')).toHaveText('Credited');
});

test('a transfer from spot to futures moves both balances, on this screen and on the assets tab', async ({ page }) => {
  await page.goto('/#/pages/fund/fundTransfer');
  const spot = fact(page, 'Available in Spot account');
  const futures = fact(page, 'Available in Futures account');
  await expect(spot).toContainText('USDT');
  const [spotBefore, futuresBefore] = [await figure(spot), await figure(futures)];
  expect(spotBefore.gt(100)).toBe(true);

  await field(page, 'Amount').fill('100.5');
  await page.getByRole('button', { name: 'Transfer now' }).click();
  await expect.poll(async () => (await figure(spot)).toFixed()).toBe(spotBefore.minus('100.5').toFixed());
  await expect.poll(async () => (await figure(futures)).toFixed()).toBe(futuresBefore.plus('100.5').toFixed());
  await expect(field(page, 'Amount')).toHaveValue('');

  await page.goto('/#/pages/fund/assets');
  const futuresCard = page.getByRole('region', { name: 'Futures account' });
  const usdt = futuresCard.getByRole('listitem').filter({ hasText: 'USDT' }).locator('span').nth(1);
  // the card shows 4 decimals
  await expect.poll(async () => (await figure(usdt)).minus(futuresBefore.plus('100.5')).abs().lt('0.0001')).toBe(true);
});

test('a withdrawal above the balance is refused with its message and keeps the typed amount', async ({
  page,
  request,
}) => {
  // a first login has no fund password, and a withdrawal needs one
  await setFundPassword(request, token);
  await page.goto('/#/pages/fund/withdraw?currency=3');
  const available = fact(page, 'Available');
  await expect(available).toContainText('USDT');
  await expect(fact(page, '24-hour limit')).toContainText('BTC');
  const tooMuch = (await figure(available)).plus(1).toFixed();
  await fillFields(page, {
    'Withdrawal address': 'TXk8rQSAvPvBBNtqSoY6nCfsXWCSSpTVQF',
    Amount: tooMuch,
    'Fund password': 'fund7788',
  });
  // the withdrawal code the sandbox e-mailed, read from its outbox
  const code = await readCodeSentBy(page, 'Send code', login, 'withdraw');
  await field(page, 'Verification code').fill(code);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(field(page, 'Amount')).toHaveAccessibleDescription('Insufficient balance');
  await expect(field(page, 'Amount')).toHaveValue(tooMuch);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await field(page, 'Amount').fill('5');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(field(page, 'Amount')).toHaveAccessibleDescription('The minimum is 10 USDT');

  await field(page, 'Amount').fill('20');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Confirm the withdrawal' });
  await expect(sheet).toContainText('19.000000 USDT');
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/receive_withdraw_record\?tab=withdraw/);
  await expect(page.getByRole('list', { name: 'Withdrawal records' }).getByRole('listitem').first()).toContainText(
    'Under review',
  );
});
