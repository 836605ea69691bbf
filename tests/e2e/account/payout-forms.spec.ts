import { expect, test } from '../support/test';
import { formOf, formSentBy, nextCall, PICTURE, recordCalls, startInEnglish } from './support';
import { domesticBankCard, internationalBankCard } from '../../../src/shared/testing/bank-cards.ts';
import { field } from '../support/fields';

test.beforeEach(async ({ page }) => {
  await startInEnglish(page, { signedIn: true });
});

test('a wallet address needs a coin, a valid address and its QR code', async ({ page }) => {
  const calls = recordCalls(page, '/user/wallet/save');
  await page.goto('/#/pages/setting/addWallet');
  await field(page, 'Label (optional)').fill('cold<wallet>');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(field(page, 'Coin')).toHaveAccessibleDescription('Please make a choice');
  await expect(field(page, 'Address')).toHaveAccessibleDescription('This field is required');
  await expect(field(page, 'Label (optional)')).toHaveAccessibleDescription('Special characters are not allowed');
  await expect(page.getByRole('alert').filter({ hasText: 'Upload the QR code of the address' })).toBeVisible();

  await field(page, 'Address').fill('TQ5nM8wV3u9');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(field(page, 'Address')).toHaveAccessibleDescription('Enter a valid address (26-64 letters or digits)');
  await expect(field(page, 'Address')).toHaveValue('TQ5nM8wV3u9');
  expect(calls).toHaveLength(0);

  const coin = field(page, 'Coin');
  const firstCoin = coin.locator('option').nth(1);
  const coinId = await firstCoin.getAttribute('value');
  await coin.selectOption(coinId!);
  await field(page, 'Network').selectOption('ERC20');
  await field(page, 'Label (optional)').fill('Cold wallet');
  await field(page, 'Address').fill('0x1d2f0da169ceb9fc7b3144628db156f3f6c60dbe');
  const uploaded = nextCall(page, '/upload');
  await page.getByLabel('QR code of the address').setInputFiles(PICTURE);
  await uploaded;
  await expect(page.getByRole('alert').filter({ hasText: 'Upload the QR code' })).toHaveCount(0);
  const saved = nextCall(page, '/user/wallet/save');
  await page.getByRole('button', { name: 'Save address' }).click();
  const body = formOf(await saved);
  expect(body).toMatchObject({
    currency: coinId,
    type: 'ERC20',
    name: 'Cold wallet',
    address: '0x1d2f0da169ceb9fc7b3144628db156f3f6c60dbe',
  });
  expect(body.qrcode).toMatch(/^\/upload\/.+\.(png|jpe?g)$/);
});

const DOMESTIC = [
  'Account holder',
  'Branch',
  'Province and city',
  'Card or account number',
  'Bank code / BIC',
  'IBAN',
  'Branch address',
];

test('every field of the domestic bank card is required', async ({ page }) => {
  const calls = recordCalls(page, '/user/cash_save');
  await page.goto('/#/pages/setting/bank');
  await expect(field(page, 'Account holder')).toBeVisible();
  for (const label of DOMESTIC) await field(page, label).fill('');
  await field(page, 'Bank').selectOption('');
  await page.getByRole('button', { name: 'Save card' }).click();
  for (const label of DOMESTIC) await expect(field(page, label)).toHaveAccessibleDescription('This field is required');
  await expect(field(page, 'Bank')).toHaveAccessibleDescription('This field is required');

  await field(page, 'Account holder').fill('Kenji#1');
  await field(page, 'Card or account number').fill('12a4567');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(field(page, 'Account holder')).toHaveAccessibleDescription('Special characters are not allowed');
  await expect(field(page, 'Card or account number')).toHaveAccessibleDescription('Enter a correct account number');
  await expect(field(page, 'Account holder')).toHaveValue('Kenji#1');
  expect(calls).toHaveLength(0);

  const values = {
    'Account holder': domesticBankCard.real_name,
    Branch: domesticBankCard.bank_branch,
    'Province and city': domesticBankCard.bank_dizhi,
    'Card or account number': domesticBankCard.bank_account,
    'Bank code / BIC': domesticBankCard.bank_code,
    IBAN: domesticBankCard.iban,
    'Branch address': domesticBankCard.bank_address,
  };
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
  const bank = await field(page, 'Bank').locator('option').nth(1).getAttribute('value');
  await field(page, 'Bank').selectOption(bank!);
  const saved = nextCall(page, '/user/cash_save');
  await page.getByRole('button', { name: 'Save card' }).click();
  // the card as typed, with the bank the list offered first
  expect(formOf(await saved)).toEqual({ ...domesticBankCard, bank_name: bank });
});

test('the international bank card checks every field and its ABA and SWIFT codes', async ({ page }) => {
  const calls = recordCalls(page, '/user/cash_save_international');
  await page.goto('/#/pages/setting/bank_international');
  const labels = [
    'Account holder',
    'Card or account number',
    'Bank',
    'ABA routing number',
    'SWIFT code',
    'Bank network',
    "Holder's phone",
    "Holder's address",
  ];
  await expect(field(page, 'Account holder')).toBeVisible();
  for (const label of labels) await field(page, label).fill('');
  await page.getByRole('button', { name: 'Save card' }).click();
  for (const label of labels) await expect(field(page, label)).toHaveAccessibleDescription('This field is required');

  const good = {
    'Account holder': 'Kenji Tanaka',
    'Card or account number': '483920174652',
    Bank: 'JPMorgan Chase Bank',
    'ABA routing number': '02100002',
    'SWIFT code': 'CHASUS3',
    'Bank network': 'SWIFT',
    "Holder's phone": '+12125550123',
    "Holder's address": '350 Fifth Avenue, New York, NY 10118',
  };
  for (const [label, value] of Object.entries(good)) await field(page, label).fill(value);
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(field(page, 'ABA routing number')).toHaveAccessibleDescription('The ABA number has 9 digits');
  await expect(field(page, 'SWIFT code')).toHaveAccessibleDescription('The SWIFT code has 8 or 11 letters or digits');
  await expect(field(page, 'SWIFT code')).toHaveValue('CHASUS3');
  expect(calls).toHaveLength(0);

  await field(page, 'ABA routing number').fill('021000021');
  await field(page, 'SWIFT code').fill('CHASUS33');
  expect(
    await formSentBy(page, '/user/cash_save_international', page.getByRole('button', { name: 'Save card' })),
  ).toEqual(internationalBankCard);
});
