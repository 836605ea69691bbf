/**
 * A limit order placed in one tab appears in another tab of the same session without a reload, in Japanese and in
 * English: the exchange pushes `spot_order` (placed) to every socket of the user, and the other tab's pending list
 * reads the orders again. Before, only the balance the order froze reached the other tab.
 */
import { newToken, signIn, socketLogin } from '../support/session';
import { expect, test, type Page } from '../support/test';
import { ORDER_TEXTS, openPairIn } from './order-texts';
import { PAIRS } from './support';

for (const language of ['jp', 'en'] as const) {
  const text = ORDER_TEXTS[language];
  const pendingIn = (page: Page) =>
    page.getByRole('list', { name: text.spotPending.list }).getByRole('article', { name: text.spotPending.row });

  test(`a limit order placed in one tab shows in the other tab's pending list (${language})`, async ({
    page,
    context,
  }) => {
    const token = newToken();
    // the other tab: the same session, on the same pair, listening before the order is placed
    const other = await context.newPage();
    await signIn(other, { token, language });
    const listening = socketLogin(other);
    await openPairIn(other, language, '/pages/transaction/index', PAIRS.spot, '&section=coins');
    await listening;
    await expect(pendingIn(other)).toHaveCount(0);

    await signIn(page, { token, language });
    await openPairIn(page, language, '/pages/transaction/index', PAIRS.spot, '&section=coins');
    const last = Number((await page.getByLabel(text.lastPrice).textContent())!.replace(/,/g, ''));
    // well below the market: the order waits in the pending list
    await page.getByLabel(text.spot.price, { exact: true }).fill((Math.floor(last * 0.8 * 100) / 100).toFixed(2));
    await page.getByLabel(text.spot.amount, { exact: true }).fill('1');
    await page.getByRole('form', { name: text.spot.form }).getByRole('button', { name: text.spot.submit }).click();
    const sheet = page.getByRole('dialog', { name: text.spot.sheet });
    await sheet.getByRole('button', { name: text.confirm, exact: true }).click();
    await expect(sheet).toHaveCount(0);
    await expect(pendingIn(page)).toHaveCount(1);

    await expect(pendingIn(other)).toHaveCount(1);
  });
}
