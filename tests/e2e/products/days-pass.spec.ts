/**
 * A lock-up's orders left open while a day passes on the exchange, in Japanese and English: the day's interest
 * arrives as a `balance_change` push, the user is told of it, and the open list shows the interest earned without a
 * reload. The journey moves the mock's clock, so it runs on the mock of its own (the "own clock" project).
 */
import { expectToast } from '../support/toasts';
import { callAs } from '../support/api-call';
import { labelledValue } from '../support/facts';
import { moveMockClock } from '../support/mock-clock';
import { newToken, signIn, socketLogin } from '../support/session';
import { expect, test } from '../support/test';

const DAY_MS = 86_400_000;

const TEXTS = {
  en: {
    interest: 'Interest earned',
    order: /^Lock-up order \d+$/,
    told: 'Lock-up mining paid 3.500000 USDT of interest',
  },
  jp: {
    interest: '獲得済み利息',
    order: /^ロック注文 \d+$/,
    told: 'ロックマイニングの利息 3.500000 USDT が支払われました',
  },
} as const;

type Product = { id: number; currency_name: string; day_rate?: string };

for (const language of ['jp', 'en'] as const) {
  const text = TEXTS[language];

  test(`${language}: a day's interest shows on the open lock-up orders and is told, with no reload`, async ({
    page,
  }) => {
    const token = newToken();
    await signIn(page, { token, language });
    // product 1 of the contract's list: USDT, 0.35 % a day, so 3.5 USDT a day on 1,000
    const [product] = await callAs<Product[]>(page.request, token, 'GET', '/lh/deposit/config');
    await callAs(page.request, token, 'POST', '/lh/deposit', { config_id: product.id, amount: '1000' });

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
    await expectToast(page, text.told);
    await expect(interest).toHaveText('3.500000 USDT');
    expect(reloaded, 'the page was not reloaded').toBe(false);
  });
}
