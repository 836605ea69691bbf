import { expectToast } from '../support/toasts';
import { finishedAnswer } from '../support/answers';
import { expect, test } from '../support/test';
import { nextCall, preferExample, routePath, startInEnglish, storedToken, TOKEN } from './support';

test('logging out ends the session on the server and here, then opens login', async ({ page }) => {
  await startInEnglish(page, { signedIn: true });
  await page.goto('/#/pages/setting/setting');
  await page.getByRole('button', { name: 'Log out' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Log out?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await storedToken(page)).toBe(TOKEN);

  await page.getByRole('button', { name: 'Log out' }).click();
  const loggedOut = nextCall(page, '/user/logout');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
  expect((await loggedOut).headers()['authorization']).toBe(TOKEN);
  await expect.poll(() => routePath(page)).toBe('/pages/common/login');
  expect(await storedToken(page)).toBeNull();

  // the settings are out of reach again
  await page.goto('/#/pages/setting/setting');
  await expect.poll(() => routePath(page)).toBe('/pages/common/login');
});

test('a 998 answer opens the verification page', async ({ page }) => {
  await startInEnglish(page, { signedIn: true });
  await preferExample(page, '/real/state', 'notSubmitted');
  // using a coupon is an exchange feature: the contract answers it with 998 until identity verification is done
  await preferExample(page, '/coupon/use', 'verificationRequired');
  await page.goto('/#/pages/setting/coupon');
  const use = page.getByRole('button', { name: /^Use now: .+$/ }).first();
  await expect(use).toBeVisible();
  const answered = finishedAnswer(page, (request) => /\/api\/coupon\/use\?/.test(request.url()));
  await use.click();
  expect((await answered).body).toEqual({
    type: '998',
    message: 'Please complete identity verification first',
  });
  await expectToast(page, 'Please complete identity verification first');
  await expect.poll(() => routePath(page)).toBe('/pages/setting/real_mark');
  await expect(page.getByRole('heading', { name: 'Identity verification', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Not verified' })).toBeVisible();
  await page.getByRole('link', { name: 'Verify now' }).click();
  await expect.poll(() => routePath(page)).toBe('/pages/setting/real');
  // the session is kept
  expect(await storedToken(page)).toBe(TOKEN);
});
