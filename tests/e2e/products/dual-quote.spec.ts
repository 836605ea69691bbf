/**
 * A dual investment purchase is charged exactly what its confirmation showed, in Japanese and in English: the
 * sheet shows a quote the exchange locks for 30 seconds, the coin's price moves while the sheet is open (the mock's
 * clock moves on and the coin trades 3 % higher; a put share costs a tenth of it), and the spot USDT goes down by
 * the sheet's total, to the last digit it shows. The journey moves the mock's clock: a journey of the own-clock project.
 */
import Big from 'big.js';
import { callAs } from '../support/api-call';
import { ethPutOnSale } from './dual-support';
import { labelledValue } from '../support/facts';
import { moveMockClock } from '../support/mock-clock';
import { newToken, signIn } from '../support/session';
import { expect, test, type Locator, type Page } from '../support/test';

const USDT = 3;
const ETH = 2;
type Quotations = Array<{ quotation: Array<{ id: number; now_price: string }> }>;
const TEXTS = {
  en: {
    shares: 'Shares',
    submit: 'Buy',
    sheet: 'Confirm the purchase',
    total: 'Total to pay',
    sharePrice: 'Price per share',
    confirm: 'Confirm',
    locked: /Price locked for \d+ seconds?/,
  },
  jp: {
    shares: '口数',
    submit: '購入する',
    sheet: '購入の確認',
    total: '支払総額',
    sharePrice: '1口の価格',
    confirm: '確認',
    locked: /この価格はあと \d+ 秒有効です/,
  },
} as const;

/** The spot USDT to the last decimal the exchange keeps (the screens show fewer). */
async function spotUsdt(page: Page, token: string) {
  const answer = await page.request.post('/api/user/getTransferList', { headers: { Authorization: token } });
  const { message } = (await answer.json()) as {
    message: { wallet: Array<{ currency: number; change_balance: string }> };
  };
  return new Big(message.wallet.find((row) => row.currency === USDT)!.change_balance);
}

/** A figure of the sheet as shown ("1,135.374816 USDT"), and the decimals it is shown with. */
async function shownFigure(scope: Locator, label: string) {
  const value = labelledValue(scope, label);
  await expect(value).toHaveText(/\d/);
  const digits = (await value.innerText()).replace(/[^\d.]/g, '');
  return { value: new Big(digits), places: digits.split('.')[1]?.length ?? 0 };
}

for (const language of ['jp', 'en'] as const) {
  const text = TEXTS[language];

  test(`a dual investment is charged what its confirmation showed, though the price moved meanwhile (${language})`, async ({
    page,
  }) => {
    const token = newToken();
    await signIn(page, { token, language });
    const put = await ethPutOnSale(page.request, token);
    await page.goto(`/#/pages/invest/purchase?id=${put.id}`);
    const before = await spotUsdt(page, token);

    await page.getByLabel(text.shares, { exact: true }).fill('3');
    await page.getByRole('button', { name: text.submit, exact: true }).click();
    const sheet = page.getByRole('dialog', { name: text.sheet });
    await expect(sheet.getByText(text.locked)).toBeVisible();
    const total = await shownFigure(sheet, text.total);
    // the total is the sheet's share price times the shares, each cut to the digits it shows
    const share = await shownFigure(sheet, text.sharePrice);
    expect(
      share.value
        .times(3)
        .minus(total.value)
        .abs()
        .lte(new Big(3).times(new Big(10).pow(-share.places))),
    ).toBe(true);

    // 20 seconds on, and the coin traded 3 % higher: the share price has moved, the quote still holds
    await moveMockClock(page.request, 20_000);
    const [coins] = await callAs<Quotations>(page.request, token, 'GET', '/currency/quotation_new');
    const eth = new Big(coins.quotation.find((row) => row.id === ETH)!.now_price);
    const moved = await page.request.post('/api/__sandbox/market/price', {
      data: { symbol: 'ETH/USDT', price: Number(eth.times('1.03').toFixed(2)) },
    });
    expect(moved.ok(), 'the sandbox traded ETH at a new price').toBe(true);
    const now = await callAs<{ share_price: string }>(page.request, token, 'GET', '/dual/detail', { id: put.id });
    expect(new Big(now.share_price).times(3).eq(total.value), 'the share price moved while the sheet was open').toBe(
      false,
    );

    await sheet.getByRole('button', { name: text.confirm, exact: true }).click();
    await expect(page).toHaveURL(/#\/pages\/invest\/mine/);
    const charged = before.minus(await spotUsdt(page, token));
    expect(charged.round(total.places, Big.roundDown).toFixed(total.places)).toBe(total.value.toFixed(total.places));
  });
}
