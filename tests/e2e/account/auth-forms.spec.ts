import { expectToast } from '../support/toasts';
import { readCodeSentBy } from '../support/outbox';
import { expect, test } from '../support/test';
import { formOf, formSentBy, nextCall, recordCalls, startInEnglish } from './support';
import { field } from '../support/fields';

const REQUIRED = 'This field is required';

/** The field labelled `label`: its inline error is its accessible description. */

test.beforeEach(async ({ page }) => {
  await startInEnglish(page);
});

test('login refuses an empty form and sends nothing', async ({ page }) => {
  const calls = recordCalls(page, '/user/login');
  await page.goto('/#/pages/common/login');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(field(page, 'E-mail, phone or username')).toHaveAccessibleDescription(REQUIRED);
  await expect(field(page, 'Password')).toHaveAccessibleDescription(REQUIRED);
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(field(page, 'Password')).toHaveAccessibleDescription('Enter your password (6-32 characters)');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('12345');
  expect(calls).toHaveLength(0);
});

test('registration rejects each bad input of section 5 with its message and keeps what was typed', async ({ page }) => {
  const calls = recordCalls(page, '/user/register');
  await page.goto('/#/pages/common/register');
  const bad: [label: string, value: string, message: string][] = [
    ['E-mail address', 'trader@example', 'Enter a valid e-mail address'],
    ['Verification code', '48291', 'Enter the 6-digit verification code'],
    ['Login password', 'secret', 'The password must be longer than 6 characters'],
    ['Confirm password', 'secreT', 'The two passwords are inconsistent'],
    ['Fund password (optional)', 'fund45', 'The password must be longer than 6 characters'],
    ['Invitation code (optional)', 'AB-1', 'The invitation code must be 4-12 letters or digits'],
  ];
  for (const [label, value] of bad) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  for (const [label, value, message] of bad) {
    await expect(field(page, label)).toHaveAccessibleDescription(message);
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  }
  expect(calls).toHaveLength(0);

  // correcting the password alone leaves the confirmation inconsistent
  await page.getByLabel('Login password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password', { exact: true }).fill('secret124');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(field(page, 'Login password')).toHaveAccessibleDescription('');
  await expect(field(page, 'Confirm password')).toHaveAccessibleDescription('The two passwords are inconsistent');

  // the 17th character is refused too
  await page.getByLabel('Login password', { exact: true }).fill('x'.repeat(17));
  await expect(page.getByLabel('Login password', { exact: true })).toHaveValue('x'.repeat(16));
  expect(calls).toHaveLength(0);
});

test('registration by phone or username checks those identities', async ({ page }) => {
  await page.goto('/#/pages/common/register');
  await page.getByRole('tab', { name: 'Phone' }).click();
  await page.getByLabel('Phone number').fill('090-1234');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(field(page, 'Phone number')).toHaveAccessibleDescription('Enter a valid phone number (digits only)');
  await expect(page.getByRole('button', { name: 'Send code' })).toBeDisabled();

  await page.getByRole('tab', { name: 'Username' }).click();
  await page.getByLabel('Username').fill('tanaka-k!');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(field(page, 'Username')).toHaveAccessibleDescription(
    'The username must be 4-20 letters, digits or underscores',
  );
});

test('password reset rejects a bad code and bad passwords, then sends the corrected form', async ({ page }) => {
  await page.goto('/#/pages/common/forget');
  await page.getByLabel('E-mail address').fill('trader@example.com');
  await page.getByLabel('Verification code').fill('48a913');
  await page.getByLabel('New password', { exact: true }).fill('abc123');
  await page.getByLabel('Confirm new password', { exact: true }).fill('abc1234');
  await page.getByRole('button', { name: 'Reset password', exact: true }).click();
  await expect(field(page, 'Verification code')).toHaveAccessibleDescription('Enter the 6-digit verification code');
  await expect(field(page, 'New password')).toHaveAccessibleDescription(
    'The password must be longer than 6 characters',
  );
  await expect(field(page, 'Confirm new password')).toHaveAccessibleDescription('The two passwords are inconsistent');
  await expect(page.getByLabel('Verification code')).toHaveValue('48a913');

  await page.getByLabel('Verification code').fill('482913');
  await page.getByLabel('New password', { exact: true }).fill('abc1234');
  expect(
    await formSentBy(page, '/user/forget', page.getByRole('button', { name: 'Reset password', exact: true })),
  ).toEqual({
    account: 'trader@example.com',
    code: '482913',
    password: 'abc1234',
    repassword: 'abc1234',
  });
});

test('password reset by phone sends the code by SMS with the area code, then resets by that number', async ({
  page,
}) => {
  const sms = recordCalls(page, '/sms_send');
  // the account of that number (a first login creates it; a second run finds it there)
  await page.request.post('/api/user/login', { form: { user_string: '09012345678', password: 'secret123' } });
  await page.goto('/#/pages/common/forget');
  await page.getByRole('tab', { name: 'Phone' }).click();
  await expect(page.getByRole('button', { name: 'Send code' })).toBeDisabled();
  await page.getByLabel('Phone number').fill('09012345678');
  const codeSent = nextCall(page, '/sms_mail');
  const texted = await readCodeSentBy(page, 'Send code', '09012345678', 'forget');
  const sent = await codeSent;
  expect(formOf(sent)).toEqual({ user_string: '09012345678', type: 'forget', area_code: '81' });
  expect(sent.headers()['authorization']).toBeUndefined();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();

  await page.getByLabel('Verification code').fill(texted);
  await page.getByLabel('New password', { exact: true }).fill('abc1234');
  await page.getByLabel('Confirm new password', { exact: true }).fill('abc1234');
  expect(
    await formSentBy(page, '/user/forget', page.getByRole('button', { name: 'Reset password', exact: true })),
  ).toEqual({
    account: '09012345678',
    code: texted,
    password: 'abc1234',
    repassword: 'abc1234',
  });
  await expectToast(page, 'Password reset successful');
  expect(sms).toHaveLength(0);
});

test('registration and password reset offer the language picker in their header, keeping what was typed', async ({
  page,
}) => {
  await page.goto('/#/pages/common/register');
  await page.getByLabel('E-mail address').fill('trader@example.com');
  await page.getByRole('button', { name: 'Language: English' }).click();
  const sheet = page.getByRole('dialog', { name: 'Language' });
  await expect(sheet.getByRole('radio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  await sheet.getByRole('radio', { name: '日本語' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { name: '新規登録', level: 1 })).toBeVisible();
  await expect(page.getByLabel('メールアドレス')).toHaveValue('trader@example.com');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('tradedesk:preferences') ?? '{}'));
  expect(stored.state.language).toBe('jp');

  await page.goto('/#/pages/common/forget');
  await expect(page.getByRole('heading', { name: 'パスワード再設定', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '言語：日本語' }).click();
  await page.getByRole('dialog', { name: '言語' }).getByRole('radio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Reset password', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
