import { expectToast } from '../support/toasts';
import { expect, test } from '../support/test';
import { readCodeSentBy, sendAndReadCode } from '../support/outbox';
import { formOf, formSentBy, nextCall, preferExample, recordCalls, routePath, startInEnglish } from './support';
import { field, fillFields } from '../support/fields';

test.beforeEach(async ({ page }) => {
  await startInEnglish(page, { signedIn: true });
  // the contract's example profile: Kenji, e-mail and phone bound
  await preferExample(page, '/user/info', 'ok');
});

test('profile: nickname and signature rules, then the corrected values are saved', async ({ page }) => {
  const calls = recordCalls(page, '/user/editNickname');
  await page.goto('/#/pages/setting/userInfo');
  await expect(field(page, 'Nickname')).toHaveValue('Kenji');
  for (const [nickname, message] of [
    ['K', 'The nickname must be 2-10 Chinese characters, letters or digits'],
    ['Ken ji!', 'The nickname must be 2-10 Chinese characters, letters or digits'],
    ['', 'This field is required'],
  ]) {
    await field(page, 'Nickname').fill(nickname);
    await field(page, 'Signature').fill('x');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(field(page, 'Nickname')).toHaveAccessibleDescription(message);
    await expect(field(page, 'Signature')).toHaveAccessibleDescription('The signature must have 2-30 characters');
    await expect(field(page, 'Nickname')).toHaveValue(nickname);
  }
  expect(calls).toHaveLength(0);

  await field(page, 'Nickname').fill('健二2024');
  await field(page, 'Signature').fill('Slow and steady');
  expect(await formSentBy(page, '/user/editNickname', page.getByRole('button', { name: 'Save' }))).toEqual({
    nickname: '健二2024',
    signature: 'Slow and steady',
  });
  await expectToast(page, 'Profile saved');
});

test('login password: current, new (longer than 6) and the same again', async ({ page }) => {
  const calls = recordCalls(page, '/user/changePassword');
  await page.goto('/#/pages/setting/password');
  await fillFields(page, {
    'Current login password': '12345',
    'New login password': 'abcdef',
    'Confirm new login password': 'abcdeg',
  });
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(field(page, 'Current login password')).toHaveAccessibleDescription(
    'Enter your password (6-32 characters)',
  );
  await expect(field(page, 'New login password')).toHaveAccessibleDescription(
    'The password must be longer than 6 characters',
  );
  await expect(field(page, 'Confirm new login password')).toHaveAccessibleDescription(
    'The two passwords are inconsistent',
  );
  await expect(field(page, 'New login password')).toHaveValue('abcdef');
  expect(calls).toHaveLength(0);

  await fillFields(page, {
    'Current login password': 'secret123',
    'New login password': 'abcdefg',
    'Confirm new login password': 'abcdefg',
  });
  expect(await formSentBy(page, '/user/changePassword', page.getByRole('button', { name: 'Change password' }))).toEqual(
    { old_password: 'secret123', password: 'abcdefg', re_password: 'abcdefg' },
  );
});

test('fund password: the two new passwords must match', async ({ page }) => {
  await page.goto('/#/pages/setting/fund_password');
  await fillFields(page, {
    'Current fund password': 'fund4567',
    'New fund password': 'fund7788',
    'Confirm new fund password': 'fund7789',
  });
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(field(page, 'Confirm new fund password')).toHaveAccessibleDescription(
    'The two passwords are inconsistent',
  );
  await field(page, 'Confirm new fund password').fill('fund7788');
  expect(
    await formSentBy(page, '/user/changeFundPassword', page.getByRole('button', { name: 'Change password' })),
  ).toEqual({ old_password: 'fund4567', password: 'fund7788', re_password: 'fund7788' });
});

test('fund password, set with a code: the e-mailed 6-digit code and two equal passwords', async ({ page }) => {
  await page.goto('/#/pages/setting/payPassword');
  const code = field(page, 'Code sent to tr****@example.com');
  const sent = nextCall(page, '/sms_mail');
  const emailed = await readCodeSentBy(page, 'Send code', 'trader@example.com', 'safe');
  expect(formOf(await sent)).toEqual({ user_string: 'trader@example.com', type: 'safe' });

  await code.fill('12345');
  await field(page, 'New fund password').fill('fund77');
  await field(page, 'Confirm fund password').fill('fund78');
  await page.getByRole('button', { name: 'Set fund password' }).click();
  await expect(code).toHaveAccessibleDescription('Enter the 6-digit verification code');
  await expect(field(page, 'New fund password')).toHaveAccessibleDescription(
    'The password must be longer than 6 characters',
  );
  await expect(field(page, 'Confirm fund password')).toHaveAccessibleDescription('The two passwords are inconsistent');

  // the code read from the outbox (this example profile's address is not the demo account's: the journey of
  // funds/fund-password.spec.ts sets one for real)
  await code.fill(emailed);
  await field(page, 'New fund password').fill('fund7788');
  await field(page, 'Confirm fund password').fill('fund7788');
  expect(
    await formSentBy(page, '/safe/update_password', page.getByRole('button', { name: 'Set fund password' })),
  ).toEqual({ code: emailed, password: 'fund7788', re_password: 'fund7788' });
});

test('phone binding: number and SMS code rules; the area code is picked on another page without losing input', async ({
  page,
}) => {
  const calls = recordCalls(page, '/safe/mobile');
  await page.goto('/#/pages/setting/security');
  await page.getByRole('button', { name: /Phone number/ }).click();
  const form = page.getByRole('form', { name: 'Bind a phone number' });
  await form.getByLabel('Phone number', { exact: true }).fill('1234');
  await form.getByLabel('SMS code', { exact: true }).fill('12');
  await form.getByRole('button', { name: 'Bind' }).click();
  await expect(form.getByLabel('Phone number', { exact: true })).toHaveAccessibleDescription(
    'Enter a valid phone number (digits only)',
  );
  await expect(form.getByLabel('SMS code', { exact: true })).toHaveAccessibleDescription(
    'Enter the 6-digit verification code',
  );
  expect(calls).toHaveLength(0);

  await form.getByLabel('Phone number', { exact: true }).fill('09011112222');
  await form.getByRole('button', { name: 'Area code +81, tap to change' }).click();
  await expect.poll(() => routePath(page)).toBe('/pages/setting/areas');
  const list = page.getByRole('list', { name: 'Countries and regions' });
  // any area but mainland China (+86), whose numbers follow the mainland mobile rule that 090... breaks
  const first = list.getByRole('button').filter({ hasNotText: '+86' }).first();
  await expect(first).toBeVisible();
  const code = (await first.innerText()).match(/\+(\d+)/)![1];
  await first.click();

  await expect.poll(() => routePath(page)).toBe('/pages/setting/security');
  const back = page.getByRole('form', { name: 'Bind a phone number' });
  await expect(back.getByLabel('Phone number', { exact: true })).toHaveValue('09011112222');
  const sendCode = back.getByRole('button', { name: 'Send code' });
  await expect(sendCode).toBeEnabled();
  const sms = nextCall(page, '/sms_send');
  // the SMS code the sandbox sent, from its outbox: only that code binds the number
  const texted = await sendAndReadCode(page, () => sendCode.click(), '09011112222', 'mobile');
  expect(formOf(await sms)).toEqual({ area_code: code, mobile: '09011112222' });
  await back.getByLabel('SMS code', { exact: true }).fill(texted);
  expect(await formSentBy(page, '/safe/mobile', back.getByRole('button', { name: 'Bind' }))).toEqual({
    mobile: '09011112222',
    code: texted,
  });
  await expectToast(page, 'Binding successful');
  await expect(page.getByRole('form', { name: 'Bind a phone number' })).toHaveCount(0);
});
