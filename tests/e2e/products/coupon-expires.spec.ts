/**
 * A coupon that expires while the coupon list is open, in Japanese and English: the exchange pushes
 * `coupon_expired` at the end of its last day, the user is told, and the open list stops offering it without a
 * reload. The journey moves the mock's clock, so it runs on the mock of its own (the "own clock" project).
 */
import { expectToast } from '../support/toasts';
import { moveMockClock } from '../support/mock-clock';
import { newToken, signIn, socketLogin } from '../support/session';
import { expect, test } from '../support/test';

const DAY_MS = 86_400_000;

const TEXTS = {
  en: { use: /^Use now: /, trial: 'Use now: Futures trial voucher', told: 'A coupon expired unused' },
  jp: {
    use: / を今すぐ使う$/,
    trial: '先物お試しクーポン を今すぐ使う',
    told: 'クーポン 1 枚が未使用のまま期限切れになりました',
  },
} as const;

for (const language of ['jp', 'en'] as const) {
  const text = TEXTS[language];

  test(`${language}: a coupon that expires while its list is open leaves it and is told, with no reload`, async ({
    page,
  }) => {
    await signIn(page, { token: newToken(), language });
    const listening = socketLogin(page);
    await page.goto('/#/pages/setting/coupon');
    // a new account's four unused coupons, the futures trial voucher the first to expire (14 days)
    const offered = page.getByRole('button', { name: text.use });
    await expect(offered).toHaveCount(4);
    await expect(page.getByRole('button', { name: text.trial })).toBeVisible();
    // the push reaches a page whose socket has logged in
    await listening;
    let reloaded = false;
    page.on('framenavigated', (frame) => (reloaded ||= frame === page.mainFrame() && !frame.url().includes('#')));

    // past the end of the trial voucher's last day, before the next coupon's (21 days)
    await moveMockClock(page.request, 15 * DAY_MS);
    await expectToast(page, text.told);
    await expect(page.getByRole('button', { name: text.trial })).toHaveCount(0);
    await expect(offered).toHaveCount(3);
    expect(reloaded, 'the page was not reloaded').toBe(false);
  });
}
