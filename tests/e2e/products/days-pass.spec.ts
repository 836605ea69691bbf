/**
 * A lock-up's orders left open while a day passes on the exchange, in Japanese and English: the day's interest
 * arrives as a `balance_change` push, the user is told of it, and the open list shows the interest earned without a
 * reload. The journey moves the mock's clock, so it runs on the mock of its own (the "own clock" project).
 */
import { expectToast } from '../support/toasts';
import { labelledValue } from '../support/facts';
import { DAY_OF_INTEREST_TOLD, lockThousandUsdt } from './lock-support';
import { moveMockClock } from '../support/mock-clock';
import { newToken, signIn, socketLogin } from '../support/session';
import { expect, test } from '../support/test';

const DAY_MS = 86_400_000;

const TEXTS = {
  en: {
    interest: 'Interest earned',
    order: /^Lock-up order \d+$/,
  },
  jp: {
    interest: '獲得済み利息',
    order: /^ロック注文 \d+$/,
  },
} as const;

for (const language of ['jp', 'en'] as const) {
  const text = TEXTS[language];

  test(`${language}: a day's interest shows on the open lock-up orders and is told, with no reload`, async ({
    page,
  }) => {
    const token = newToken();
    await signIn(page, { token, language });
    await lockThousandUsdt(page.request, token);

    const listening = socketLogin(page);
    await page.goto('/#/pages/lockming/order');
    const order = page.getByRole('article', { name: text.order });
    const interest = labelledValue(order, text.interest);
    await expect(interest).toHaveText('0.000000 USDT');
    // the push reaches a page whose socket has logged in
    await listening;
    let reloaded = false;
    page.on('framenavigated', (frame) => (reloaded ||= frame === page.mainFrame() && !frame.url().includes('#')));

    await moveMockClock(page.request, DAY_MS + 1_000);
    await expectToast(page, DAY_OF_INTEREST_TOLD[language]);
    await expect(interest).toHaveText('3.500000 USDT');
    expect(reloaded, 'the page was not reloaded').toBe(false);
  });
}
