/**
 * What the order histories keep, in Japanese and English: a spot limit order cancelled by the user stays there as
 * cancelled (in the trade history and on the orders tab), a closed futures position shows the price and time it
 * closed at. Each journey sets up its order through the API as its own fresh account, then reads the screens.
 */
import { expectToast } from '../support/toasts';
import Big from 'big.js';
import { expect, test } from '../support/test';
import { callAs } from '../support/api-call';
import { signInEachAsNewAccount } from '../support/session';
import { PAIRS } from './support';
import { labelledValue } from '../support/facts';

const TEXTS = {
  en: {
    cancel: 'Cancel',
    confirmCancel: 'Cancel this order?',
    confirm: 'Confirm',
    cancelledToast: 'Order cancelled',
    history: 'History',
    cancelled: 'Cancelled',
    filled: 'Filled',
    spot: 'Spot',
    closePrice: 'Close price',
    closeTime: 'Closed at',
  },
  jp: {
    cancel: '取消',
    confirmCancel: 'この注文を取り消しますか？',
    confirm: '確認',
    cancelledToast: '注文を取り消しました',
    history: '履歴',
    cancelled: '取消済み',
    filled: '約定数量',
    spot: '現物',
    closePrice: '決済価格',
    closeTime: '決済日時',
  },
} as const;

type Quotations = Array<{ quotation: Array<{ id: number; now_price: string }> }>;
type Position = { id: number; show_lever_id: string; update_price: string; complete_time: string };

for (const language of ['jp', 'en'] as const) {
  const text = TEXTS[language];

  test.describe(`in ${language}`, () => {
    const account = signInEachAsNewAccount(language);

    test('a spot limit order cancelled stays in the trade history and on the orders tab, as cancelled', async ({
      page,
    }) => {
      const { spot } = PAIRS;
      const [coins] = await callAs<Quotations>(page.request, account.token, 'GET', '/currency/quotation_new');
      const market = new Big(coins.quotation.find((row) => row.id === spot.currency_id)!.now_price);
      // well below the market, inside the exchange's price band: it rests until cancelled
      const price = market.times('0.8').round(2, Big.roundDown).toFixed(2);
      await callAs(page.request, account.token, 'POST', '/coin/trade', {
        currency_id: spot.currency_id,
        legal_id: spot.legal_id,
        type: 1,
        amount: '0.5',
        target_price: price,
      });

      await page.goto('/#/pages/transaction/currency_order?list=pending');
      const pending = page.getByRole('article', { name: new RegExp(`^${spot.symbol}`) });
      await expect(pending).toHaveCount(1);
      await pending.getByRole('button', { name: text.cancel }).click();
      await page
        .getByRole('alertdialog', { name: text.confirmCancel })
        .getByRole('button', { name: text.confirm })
        .click();
      await expectToast(page, text.cancelledToast);
      await expect(pending).toHaveCount(0);

      await page.getByRole('tab', { name: text.history }).click();
      const kept = page
        .getByRole('list', { name: text.history })
        .getByRole('article', { name: new RegExp(`^${spot.symbol}`) });
      await expect(kept).toHaveCount(1);
      await expect(kept.locator('header')).toContainText(text.cancelled);
      await expect(labelledValue(kept, text.filled)).toHaveText(/^0(\.0+)?$/);

      await page.goto('/#/pages/transaction/order?kind=spot');
      const row = page.getByRole('list', { name: text.spot }).getByRole('button').filter({ hasText: spot.symbol });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(text.cancelled);
      await expect(row).toContainText(text.filled);
    });

    test('a closed futures position shows the price and the time it closed at', async ({ page }) => {
      const { futures } = PAIRS;
      const pair = { currency_id: futures.currency_id, legal_id: futures.legal_id };
      const deal = await callAs<{ multiple: { muit: Array<{ value: string }> } }>(
        page.request,
        account.token,
        'POST',
        '/lever/deal',
        pair,
      );
      await callAs(page.request, account.token, 'POST', '/lever/submit', {
        ...pair,
        type: 1,
        share: 1,
        multiple: deal.multiple.muit[0].value,
        status: 1,
      });
      const history = (status: number) =>
        callAs<{ message: { data: Position[] } }>(page.request, account.token, 'POST', '/lever/my_trade', {
          ...pair,
          status,
        });
      const [open] = (await history(1)).message.data;
      await callAs(page.request, account.token, 'POST', '/lever/close', { id: open.id });
      const [closed] = (await history(3)).message.data;
      expect(closed.complete_time).not.toBe('');

      await page.goto('/#/pages/transaction/contract_order?list=history');
      const row = page.getByRole('article', { name: new RegExp(`${closed.show_lever_id}$`) });
      const closePrice = labelledValue(row, text.closePrice);
      await expect(closePrice).toHaveText(/\d/);
      expect(new Big((await closePrice.innerText()).replace(/,/g, '')).eq(closed.update_price)).toBe(true);
      await expect(labelledValue(row, text.closeTime)).toHaveText(closed.complete_time);
    });
  });
}
