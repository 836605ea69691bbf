import { expect, test } from '../support/test';
import {
  formOf,
  formSentBy,
  nextCall,
  patchExample,
  PICTURE,
  preferExample,
  recordCalls,
  routePath,
  startInEnglish,
} from './support';
import { field, fillFields } from '../support/fields';

type Reviews = { review_status: number; advanced_review_status: number };

test.beforeEach(async ({ page }) => {
  await startInEnglish(page, { signedIn: true });
});

test('basic verification: real name without special characters, a valid document number, then submitted', async ({
  page,
}) => {
  await preferExample(page, '/user/info', 'ok');
  await preferExample(page, '/real/state', 'notSubmitted');
  // the account the examples describe has not submitted yet (the sandbox's demo account has passed already)
  await preferExample(page, '/user/real', 'ok');
  const calls = recordCalls(page, '/user/real');
  await page.goto('/#/pages/setting/real');
  await field(page, 'Real name').fill('Kenji@Tanaka');
  await field(page, 'Document number').fill('AB1');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(field(page, 'Real name')).toHaveAccessibleDescription('Special characters are not allowed');
  await expect(field(page, 'Document number')).toHaveAccessibleDescription(
    'Enter a valid document number (5-32 letters, digits or hyphens)',
  );

  // a mainland ID card is checked as one
  await fillFields(page, {
    'Real name': '张伟',
    'Issuing country (optional)': 'China',
    'Document number': '110105194912310021',
  });
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(field(page, 'Document number')).toHaveAccessibleDescription('Enter a valid ID card number');
  await expect(field(page, 'Document number')).toHaveValue('110105194912310021');
  expect(calls).toHaveLength(0);

  await field(page, 'Document type').selectOption({ label: 'Passport' });
  await fillFields(page, {
    'Real name': 'Kenji Tanaka',
    'Issuing country (optional)': 'Japan',
    'Document number': 'TR4829173',
  });
  expect(await formSentBy(page, '/user/real', page.getByRole('button', { name: 'Submit for review' }))).toEqual({
    real_type: '1',
    id_type: '1',
    name: 'Kenji Tanaka',
    card_id: 'TR4829173',
    country: 'Japan',
  });
  await expect.poll(() => routePath(page)).toBe('/pages/setting/real_mark');
});

test('verification needs the e-mail address and the phone bound first', async ({ page }) => {
  await patchExample<{ phone: string | null }>(page, '/user/info', 'ok', (user) => ({ ...user, phone: null }));
  await preferExample(page, '/real/state', 'notSubmitted');
  await page.goto('/#/pages/setting/real');
  const notice = page.getByRole('alert').filter({ hasText: 'Bind your e-mail address and phone first' });
  await expect(notice).toContainText('No phone number is bound to your account.');
  await expect(notice).not.toContainText('No e-mail address');
  await expect(page.getByRole('button', { name: 'Submit for review' })).toHaveCount(0);
  await notice.getByRole('link', { name: 'Go to security settings' }).click();
  await expect.poll(() => routePath(page)).toBe('/pages/setting/security');
});

test('advanced verification asks for both pictures of the document', async ({ page }) => {
  await preferExample(page, '/user/info', 'ok');
  await patchExample<Reviews>(page, '/real/state', 'ok', (state) => ({ ...state, advanced_review_status: 0 }));
  await page.goto('/#/pages/setting/real');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  const missing = page.getByRole('alert').filter({ hasText: 'Upload a picture' });
  await expect(missing).toHaveCount(2);

  const uploaded = nextCall(page, '/upload');
  await page.getByLabel('Front of the document').setInputFiles(PICTURE);
  const upload = await uploaded;
  expect(upload.headers()['content-type']).toContain('multipart/form-data');
  await expect(missing).toHaveCount(1);
  await page.getByLabel('Back of the document').setInputFiles(PICTURE);
  await expect(missing).toHaveCount(0);

  const submitted = nextCall(page, '/user/real');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  const body = formOf(await submitted);
  expect(body.real_type).toBe('2');
  expect(body.front_pic).toMatch(/^\/upload\/.+\.(png|jpe?g)$/);
  expect(body.reverse_pic).toMatch(/^\/upload\/.+\.(png|jpe?g)$/);
});

test('under review, the state page says exchange features are unavailable', async ({ page }) => {
  await preferExample(page, '/real/state', 'ok'); // basic approved, advanced under review
  await page.goto('/#/pages/setting/real_mark');
  await expect(page.getByRole('heading', { name: 'Advanced verification (Lv2): under review' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'While your verification is under review, all exchange features are unavailable.',
  );
  const limits = page.getByRole('list', { name: 'Limits by level' });
  await expect(limits.getByRole('listitem').first()).toContainText('Withdrawals up to 200 BTC per 24 h');
  await expect(limits.getByRole('listitem').first()).toContainText('Fiat trades up to 2,000 USDT each');
  await expect(limits.getByRole('listitem').nth(1)).toContainText('Withdrawals up to 500 BTC per 24 h');
  await expect(limits.getByRole('listitem').nth(1)).toContainText('Fiat trades up to 1,000,000 USDT each');
});

test('a failed verification can be submitted again', async ({ page }) => {
  await preferExample(page, '/user/info', 'ok');
  await patchExample<Reviews>(page, '/real/state', 'notSubmitted', (state) => ({ ...state, review_status: 3 }));
  await page.goto('/#/pages/setting/real_mark');
  await expect(page.getByRole('heading', { name: 'Basic verification (Lv1): failed' })).toBeVisible();
  await page.getByRole('link', { name: 'Submit again' }).click();
  await expect.poll(() => routePath(page)).toBe('/pages/setting/real');
  await expect(page.getByRole('form', { name: 'Basic verification' })).toBeVisible();
});
