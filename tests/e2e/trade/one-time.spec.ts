/**
 * One time for the user, in Japanese and English, on a phone in Tokyo: a spot buy reads the same clock face in the
 * pair's latest trades (pushed as instants), in the spot order history and in the ledger (the backend's UTC text,
 * shown in the device's zone). Before, the histories showed the backend's UTC text, nine hours off the trades.
 */
import { expect, test, type Locator } from '../support/test';
import { callAs } from '../support/api-call';
import { labelledValue } from '../support/facts';
import { mockNow } from '../support/mock-clock';
import { newToken, signIn } from '../support/session';
import { PAIRS } from './support';

const TEXTS = {
  en: { lastPrice: 'Last price', trades: 'Latest trades', history: 'History', time: 'Time', movements: 'Movements' },
  jp: { lastPrice: '最新価格', trades: '最新の約定', history: '履歴', time: '時刻', movements: '資金の動き' },
} as const;

test.use({ timezoneId: 'Asia/Tokyo' });

/** "2026-11-23 19:07:05": an instant on a clock in Tokyo (UTC+9 all year), to the second. */
const inTokyo = (time: number) => new Date(time + 9 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

const DATE_TIME = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/g;

/** Every date and time a part of the page shows. */
const timesIn = async (scope: Locator) => (await scope.innerText()).match(DATE_TIME) ?? [];

for (const language of ['jp', 'en'] as const) {
  const text = TEXTS[language];

  test(`in ${language}: a spot buy reads the same time in the latest trades, the order history and the ledger`, async ({
    page,
  }) => {
    const { spot } = PAIRS;
    const token = newToken();
    await signIn(page, { token, language });
    const before = await mockNow(page.request);
    const from = inTokyo(Math.floor(before / 1000) * 1000);
    await callAs(page.request, token, 'POST', '/coin/trade', {
      currency_id: spot.currency_id,
      legal_id: spot.legal_id,
      type: 1,
      amount: '0.5',
    });
    const to = inTokyo(await mockNow(page.request));
    const duringTheBuy = (shown: string) => shown >= from && shown <= to;

    await page.goto('/#/pages/transaction/currency_order?list=history');
    const order = page
      .getByRole('list', { name: text.history })
      .getByRole('article', { name: new RegExp(`^${spot.symbol}`) });
    await expect(order).toHaveCount(1);
    const orderTime = await labelledValue(order, text.time).innerText();
    expect(duringTheBuy(orderTime), `the order's time ${orderTime}, between ${from} and ${to} in Tokyo`).toBe(true);

    await page.goto('/#/pages/fund/assets_all_record');
    const movements = page.getByRole('list', { name: text.movements });
    await expect(movements.getByRole('listitem').first()).toBeVisible();
    // the buy's rows (the coins bought, the quote paid, the fee) among the account's opening movements
    await expect.poll(async () => (await timesIn(movements)).filter(duringTheBuy)).not.toEqual([]);

    await page.goto(
      `/#/pages/transaction/index?currency_id=${spot.currency_id}&legal_id=${spot.legal_id}&section=coins`,
    );
    await expect(page.getByLabel(text.lastPrice)).toHaveText(/\d/);
    const newest = page.getByRole('region', { name: text.trades }).locator('tbody tr').first().locator('td').first();
    await expect(newest).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
    const tradeClock = await newest.innerText();
    const now = inTokyo(await mockNow(page.request));
    // the market trades every moment: its newest trade is on the same clock face, from about the buy until now
    const tradeTime = `${now.slice(0, 10)} ${tradeClock}`;
    const earliest = inTokyo(before - 60_000);
    expect(tradeTime >= earliest && tradeTime <= now, `the newest trade ${tradeTime}, from ${earliest} to ${now}`).toBe(
      true,
    );
  });
}
