/**
 * The account's own rewards, kept by the sandbox: the invite page shows the account's invitation code, the same
 * on every visit, and a friend who registers with it is counted; a coupon used is used. A fresh account each.
 */
import { expectToast } from '../support/toasts';
import type { APIRequestContext } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '../support/test';
import { appText, serverText } from '../support/catalogue';
import { signInEachAsNewAccount } from '../support/session';

const readAs = async <T>(request: APIRequestContext, token: string, path: string) =>
  ((await (await request.get(`/api${path}`, { headers: { Authorization: token } })).json()) as { message: T }).message;

async function registerWith(request: APIRequestContext, inviteCode: string) {
  const login = `friend-${randomBytes(4).toString('hex')}@example.com`;
  await request.post('/api/sms_mail', { form: { user_string: login, type: 'register' } });
  const [sent] = (await (await request.get(`/api/__sandbox/outbox?to=${login}`)).json()) as { code: string }[];
  const form = { type: 'email', user_string: login, code: sent.code, password: 'secret123', re_password: 'secret123' };
  const answer = await request.post('/api/user/register', { form: { ...form, extension_code: inviteCode } });
  expect(await answer.json()).toMatchObject({ type: 'ok' });
  return login;
}

const statistic = (page: Page, term: string) => page.locator('dl > div').filter({ hasText: term }).locator('dd');

for (const language of ['jp', 'en'] as const) {
  const t = (key: string, values?: Record<string, string | number>) => appText(language, key, values);

  test.describe(`in ${language}`, () => {
    const account = signInEachAsNewAccount(language);

    test('the invite page shows the account’s own code, and a friend registering with it is counted', async ({
      page,
      request,
    }) => {
      const { extension_code: code } = await readAs<{ extension_code: string }>(request, account.token, '/user/info');
      await page.goto('/#/pages/setting/share');
      await expect(page.getByLabel(t('invite:codeLabel', { code }))).toHaveText(code);
      await expect(statistic(page, t('invite:stats.invited'))).toHaveText('0');
      await expect(page.getByText(t('invite:friends.empty'))).toBeVisible();

      const friend = await registerWith(request, code);
      await page.reload();
      await expect(page.getByLabel(t('invite:codeLabel', { code }))).toHaveText(code);
      await expect(statistic(page, t('invite:stats.invited'))).toHaveText('1');
      await expect(statistic(page, t('invite:stats.verified'))).toHaveText('0');
      await expect(page.getByText(`${friend.slice(0, 2)}******@example.com`)).toBeVisible();
    });

    test('a voucher used is credited, then listed as used and no longer usable', async ({ page, request }) => {
      type Listed = { data: { id: number; title: string; amount: string; scene: string }[] };
      const unused = await readAs<Listed>(request, account.token, `/coupon/list?status=0&lang=${language}`);
      const voucher = unused.data.find((coupon) => coupon.scene === 'all')!;
      await page.goto('/#/pages/setting/coupon');
      await page.getByRole('button', { name: t('settings:coupon.useLabel', { title: voucher.title }) }).click();
      await expectToast(page, serverText(language, 'couponRedeemed', { amount: voucher.amount, currency: 'USDT' }));
      await expect(page.getByRole('article', { name: voucher.title })).toHaveCount(0);

      await page.getByRole('tab', { name: t('settings:coupon.tabs.used'), exact: true }).click();
      const used = page.getByRole('article', { name: voucher.title });
      await expect(used.getByText(t('settings:coupon.tabs.used'))).toBeVisible();
      await expect(used.getByRole('button')).toHaveCount(0);
    });
  });
}
