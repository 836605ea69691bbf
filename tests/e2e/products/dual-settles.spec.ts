/**
 * A dual investment's orders left open while it reaches its maturity, in Japanese and English: the settlement
 * arrives as a `balance_change` push, the user is told of it, and the open list of holdings no longer shows the
 * order as held, without a reload. The journey moves the mock's clock, so it runs on the mock of its own (the
 * "own clock" project).
 */
import { expectToast } from '../support/toasts';
import { callAs } from '../support/api-call';
import { ethPutOnSale } from './dual-support';
import { mockNow, moveMockClock } from '../support/mock-clock';
import { newToken, signIn, socketLogin } from '../support/session';
import { expect, test } from '../support/test';

const TEXTS = {
  en: {
    ended: 'Ended',
    // the one investment of a new account, named in the page's language
    order: / investment \d+$/,
    told: /^Your dual investment settled: .+ paid out$/,
  },
  jp: {
    ended: '終了',
    order: / の投資 \d+$/,
    told: /^デュアル投資が決済されました：.+ が支払われました$/,
  },
} as const;

for (const language of ['jp', 'en'] as const) {
  const text = TEXTS[language];

  test(`${language}: a dual investment that settles while its list is open leaves the holdings and is told`, async ({
    page,
  }) => {
    const token = newToken();
    await signIn(page, { token, language });
    // one share of an ETH put on sale (paid in USDT), bought through the API
    const product = await ethPutOnSale(page.request, token);
    await callAs(page.request, token, 'POST', '/dual/buyDual', { id: product.id, num: 1 });

    const listening = socketLogin(page);
    await page.goto('/#/pages/invest/mine');
    const held = page.getByRole('article', { name: text.order });
    await expect(held).toHaveCount(1);
    await listening;
    let reloaded = false;
    page.on('framenavigated', (frame) => (reloaded ||= frame === page.mainFrame() && !frame.url().includes('#')));

    // a second past its maturity (local midnight of its end date, as the list writes it)
    const maturity = new Date(`${product.end_time}T00:00:00`).getTime();
    await moveMockClock(page.request, maturity - (await mockNow(page.request)) + 1000);
    await expectToast(page, text.told);
    await expect(held).toHaveCount(0);
    expect(reloaded, 'the page was not reloaded').toBe(false);
    // where it went: the ended investments
    await page.getByRole('tab', { name: text.ended }).click();
    await expect(held).toHaveCount(1);
  });
}
