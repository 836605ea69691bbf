import { expect, test } from '../support/test';
import { readCodeSentBy } from '../support/outbox';
import {
  formOf,
  formSentBy,
  nextCall,
  recordCalls,
  routePath,
  routeSearch,
  startInEnglish,
  storedToken,
} from './support';

test('register with an e-mail address, then log in and land home with the profile loaded', async ({ page }) => {
  // an address of each run's own: the mock keeps the account a run before registered (a retry, --repeat-each)
  const { repeatEachIndex, retry } = test.info();
  const email = `new.trader.${repeatEachIndex}.${retry}@example.com`;
  await startInEnglish(page);
  await page.goto('/#/pages/common/register?code=AB12CD');
  await expect(page.getByRole('heading', { name: 'Register', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Invitation code (optional)')).toHaveValue('AB12CD');

  await page.getByLabel('E-mail address').fill(email);
  const codeSent = nextCall(page, '/sms_mail');
  // the code the sandbox sent, read from its outbox as from a mail catcher: only that code registers
  const code = await readCodeSentBy(page, 'Send code', email, 'register');
  expect(formOf(await codeSent)).toEqual({ user_string: email, type: 'register' });
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();

  await page.getByLabel('Verification code').fill(code);
  await page.getByLabel('Login password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password', { exact: true }).fill('secret123');
  await page.getByLabel('Fund password (optional)', { exact: true }).fill('fund4567');
  expect(await formSentBy(page, '/user/register', page.getByRole('button', { name: 'Register', exact: true }))).toEqual(
    {
      type: 'email',
      user_string: email,
      code,
      password: 'secret123',
      re_password: 'secret123',
      pay_password: 'fund4567',
      extension_code: 'AB12CD',
    },
  );

  // then login, with the new account filled in
  await expect.poll(() => routePath(page)).toBe('/pages/common/login');
  await expect(page.getByLabel('E-mail, phone or username')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  const loggedIn = nextCall(page, '/user/login');
  const profile = nextCall(page, '/user/info');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  expect(formOf(await loggedIn)).toEqual({ user_string: email, password: 'secret123' });
  // the answer is the token: stored at once and sent raw with the profile request
  const profileCall = await profile;
  const token = await storedToken(page);
  expect(token).toMatch(/^[0-9a-f]{32}$/);
  expect(profileCall.headers()['authorization']).toBe(token);
  await expect.poll(() => routePath(page)).toBe('/pages/index/index');
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('tradedesk:session') ?? '{}').state.user);
  expect(user).toMatchObject({ id: expect.any(Number), account: expect.any(String) });
});

test('login returns to the page that asked for it', async ({ page }) => {
  await startInEnglish(page);
  await page.goto('/#/pages/setting/security');
  await expect.poll(() => routePath(page)).toBe('/pages/common/login');
  expect(routeSearch(page).get('redirect')).toBe('/pages/setting/security');
  await page.getByLabel('E-mail, phone or username').fill('tanaka_k');
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect.poll(() => routePath(page)).toBe('/pages/setting/security');
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
});

for (const [where, redirect] of [
  ['another site', '//evil.example/pages/setting/security'],
  ['a page the app does not have', '/pages/nowhere/nowhere?tab=1'],
]) {
  test(`login told to return to ${where} goes home instead`, async ({ page, baseURL }) => {
    await startInEnglish(page);
    await page.goto(`/#/pages/common/login?redirect=${encodeURIComponent(redirect)}`);
    await page.getByLabel('E-mail, phone or username').fill('tanaka_k');
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect.poll(() => routePath(page)).toBe('/pages/index/index');
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
  });
}

test('a phone registration picks its area code on another page and keeps what was typed', async ({ page }) => {
  await startInEnglish(page);
  await page.goto('/#/pages/common/register');
  await page.getByRole('tab', { name: 'Phone' }).click();
  await page.getByLabel('Phone number').fill('13800138000');
  await page.getByLabel('Login password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: /Area code \+81/ }).click();

  await expect.poll(() => routePath(page)).toBe('/pages/common/area');
  const list = page.getByRole('list', { name: 'Countries and regions' });
  await expect(list.getByRole('button').first()).toBeVisible();
  const first = list.getByRole('button').first();
  const code = (await first.innerText()).match(/\+(\d+)/)![1];
  await first.click();

  await expect.poll(() => routePath(page)).toBe('/pages/common/register');
  await expect(page.getByRole('button', { name: `Area code +${code}, tap to change` })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Phone number')).toHaveValue('13800138000');
  await expect(page.getByLabel('Login password', { exact: true })).toHaveValue('secret123');

  // the code goes by SMS through the public sender (sendSmsCode needs a token), to the picked area code
  const sms = recordCalls(page, '/sms_send');
  const codeSent = nextCall(page, '/sms_mail');
  await page.getByRole('button', { name: 'Send code' }).click();
  const sent = await codeSent;
  expect(formOf(sent)).toEqual({ user_string: '13800138000', type: 'register', area_code: code });
  expect(sent.headers()['authorization']).toBeUndefined();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  expect(sms).toHaveLength(0);
});

test('a username registration needs no code', async ({ page }) => {
  await startInEnglish(page);
  await page.goto('/#/pages/common/register');
  await page.getByRole('tab', { name: 'Username' }).click();
  await expect(page.getByLabel('Verification code')).toHaveCount(0);
  await page.getByLabel('Username').fill('tanaka_k');
  await page.getByLabel('Login password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password', { exact: true }).fill('secret123');
  expect(await formSentBy(page, '/user/register', page.getByRole('button', { name: 'Register', exact: true }))).toEqual(
    {
      type: 'username',
      user_string: 'tanaka_k',
      username: 'tanaka_k',
      password: 'secret123',
      re_password: 'secret123',
    },
  );
});
