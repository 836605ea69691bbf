/**
 * The app's reactions to the account's socket events that no one screen owns (src/app/realtime-events.ts), driven
 * by what the mock does when the account changes elsewhere: a login of the same account on another device, and the
 * exchange approving a verification on the mock's clock. Each test has an account of its own.
 */
import { expectToast } from '../support/toasts';
import { moveMockClock } from '../support/mock-clock';
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '../support/test';
import { newToken, routePath, signIn, socketLogin, storedToken } from '../support/session';

async function signedInAtHome(page: Page): Promise<string> {
  const token = newToken();
  await signIn(page, { token, language: 'en' });
  const loggedIn = socketLogin(page);
  await page.goto('/#/pages/index/index');
  await loggedIn;
  return token;
}

const REVOKED = {
  en: {
    products: 'Lock-up mining',
    told: 'Your account was logged in on another device',
    account: 'E-mail, phone or username',
    password: 'Password',
    submit: 'Log in',
  },
  jp: {
    products: 'ロックマイニング',
    told: 'お使いのアカウントは別の端末でログインされました',
    account: 'メールアドレス・電話番号・ユーザー名',
    password: 'パスワード',
    submit: 'ログイン',
  },
} as const;

for (const language of ['jp', 'en'] as const) {
  const text = REVOKED[language];
  test(`a session ended by a login elsewhere (session_revoked) is cleared here, said why, and logging in again returns to the page (${language})`, async ({
    page,
    request,
  }) => {
    // a real login (the first one creates the account); demo tokens are shared and never revoked
    const login = async () => {
      const answer = await request.post('/api/user/login', {
        form: { user_string: account, password: 'secret123', type: 1 },
      });
      return ((await answer.json()) as { message: string }).message;
    };
    const account = `revoked-${randomBytes(4).toString('hex')}@example.com`;
    const token = await login();
    await signIn(page, { token, language });
    const loggedIn = socketLogin(page);
    await page.goto('/#/pages/lockming/lockming');
    await loggedIn;
    await expect(page.getByRole('list', { name: text.products })).toBeVisible();

    // the same account logs in on another device: this session ends
    expect(await login()).not.toBe(token);
    await expectToast(page, text.told);
    await expect.poll(() => storedToken(page)).toBeNull();
    await expect.poll(() => routePath(page)).toBe('/pages/common/login');

    // logging in again here takes the user back to where they were
    await page.getByLabel(text.account, { exact: true }).fill(account);
    await page.getByLabel(text.password, { exact: true }).fill('secret123');
    await page.getByRole('button', { name: text.submit, exact: true }).click();
    await expect.poll(() => routePath(page)).toBe('/pages/lockming/lockming');
    await expect(page.getByRole('list', { name: text.products })).toBeVisible();
    await expect.poll(() => storedToken(page)).not.toBeNull();
  });
}

test('an approved verification (verification_result) is announced and the state page reads it again', async ({
  page,
  request,
}) => {
  const token = await signedInAtHome(page);
  const submitted = await request.post('/api/user/real', {
    headers: { Authorization: token },
    form: {
      real_type: 2,
      front_pic: '/upload/20261102/1793612345123456.png',
      reverse_pic: '/upload/20261102/1793612349876543.png',
    },
  });
  expect(await submitted.json()).toMatchObject({ type: 'ok' });
  await page.goto('/#/pages/setting/real_mark');
  await expect(page.getByText(/under review/i).first()).toBeVisible();

  // the exchange reviews a verification ten seconds (of the mock's clock) after it was submitted
  await moveMockClock(request, 11_000);
  await expectToast(page, 'Your advanced verification was approved');
  await expect(page.getByText(/under review/i)).toHaveCount(0);
});
