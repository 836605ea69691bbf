/**
 * One spot balance reads the same on every screen that shows it: the assets tab, the trade tab's available
 * figure, the transfer and conversion screens, lock mining and the withdrawal form. Each shows the balance the
 * API reports, rounded down to the coin's precision (USDT 6, BTC 8) with its trailing zeros and grouped digits.
 * A market sell first leaves the USDT balance with more decimals than USDT shows. In Japanese and in English.
 */
import Big from 'big.js';
import { expect, test, type APIRequestContext, type Locator } from '../support/test';
import { setFundPassword } from '../support/outbox';
import { signInFresh } from './support';
import { labelledValue } from '../support/facts';
import { CPU_SLOWDOWN } from '../support/slowdown';

const TEXTS = {
  en: {
    spotAccount: 'Spot account',
    tradeForm: 'Spot order',
    sell: 'Sell',
    tradeAvailable: 'Available',
    coin: 'Coin',
    transferAvailable: 'Available in Spot account',
    convertFrom: 'Pay with',
    convertAvailable: 'Available in spot',
    lockAvailable: 'Available:',
    withdrawalAvailable: 'Available',
  },
  jp: {
    spotAccount: '現物口座',
    tradeForm: '現物注文',
    sell: '売り',
    tradeAvailable: '利用可能',
    coin: '通貨',
    transferAvailable: '現物口座の利用可能額',
    convertFrom: '支払う通貨',
    convertAvailable: '現物口座の利用可能額',
    lockAvailable: '利用可能：',
    withdrawalAvailable: '利用可能',
  },
} as const;

const COINS = { USDT: { id: 3, precision: 6 }, BTC: { id: 1, precision: 8 } } as const;
type CoinName = keyof typeof COINS;

/** The figure as the user should read it: rounded down to the coin's precision, zeros kept, digits grouped. */
function expected(balance: string, coin: CoinName): string {
  const [integer, fraction] = new Big(balance)
    .round(COINS[coin].precision, Big.roundDown)
    .toFixed(COINS[coin].precision)
    .split('.');
  return `${integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** The user's spot balances of USDT and BTC, as the API reports them. */
async function spotBalances(request: APIRequestContext, token: string): Promise<Record<CoinName, string>> {
  const answer = await request.post('/api/wallet/list', { headers: { Authorization: token } });
  const rows = (
    (await answer.json()) as { message: { change_wallet: { balance: { currency: number; change_balance: string }[] } } }
  ).message.change_wallet.balance;
  const of = (coin: CoinName) => rows.find((row) => row.currency === COINS[coin].id)!.change_balance;
  return { USDT: of('USDT'), BTC: of('BTC') };
}

/** The one decimal figure a piece of text holds ("利用可能 1,234.5 USDT" -> "1,234.5"), or '' before it shows one. */
async function figureOf(locator: Locator): Promise<string> {
  const text = (await locator.count()) === 1 ? await locator.innerText() : '';
  return /\d[\d,]*(\.\d+)?/.exec(text)?.[0] ?? '';
}

/**
 * What a screen shows once its balance has loaded (a form may show zero, or nothing, before): read again until it
 * is the figure expected; a screen that never shows it is read until the expectation's timeout and its last
 * reading is what the journey compares, beside the other screens'.
 */
async function settledFigure(locator: Locator, wanted: string): Promise<string> {
  let last = '';
  await expect
    .poll(async () => (last = await figureOf(locator)))
    .toBe(wanted)
    .catch(() => undefined);
  return last;
}

const fact = labelledValue;

for (const language of ['jp', 'en'] as const) {
  const text = TEXTS[language];

  test(`the spot USDT and BTC balances read identically on every screen (${language})`, async ({ page, request }) => {
    // eleven screens: one that never shows the figure is read for the expectation's whole timeout before the
    // journey compares them all
    test.setTimeout(180_000 * CPU_SLOWDOWN);
    const token = await signInFresh(page, request, language);
    await setFundPassword(request, token);
    // a third of the account's BTC (opening balances differ from one account to the next), cut to four decimals
    const amount = new Big((await spotBalances(request, token)).BTC).div(3).round(4, Big.roundDown);
    expect(amount.gt(0), 'the new account holds BTC to sell').toBe(true);
    const sold = await request.post('/api/coin/trade', {
      headers: { Authorization: token },
      form: { amount: amount.toFixed(), currency_id: 1, legal_id: 3, type: 2 },
    });
    const answer = (await sold.json()) as { type: string; message: unknown };
    expect(answer.type, JSON.stringify(answer.message)).toBe('ok');
    const balances = await spotBalances(request, token);
    const wanted = { USDT: expected(balances.USDT, 'USDT'), BTC: expected(balances.BTC, 'BTC') };
    const read: Record<CoinName, Record<string, string>> = { USDT: {}, BTC: {} };

    await page.goto('/#/pages/fund/assets');
    const spot = page.getByRole('region', { name: text.spotAccount });
    for (const coin of ['USDT', 'BTC'] as const) {
      const row = spot.getByRole('listitem').filter({ has: page.getByText(coin, { exact: true }) });
      read[coin].assets = await settledFigure(row.locator('span').nth(1), wanted[coin]);
    }

    await page.goto('/#/pages/transaction/index?currency_id=1&legal_id=3&section=coins');
    const form = page.getByRole('form', { name: text.tradeForm });
    const available = (coin: CoinName) => form.getByText(new RegExp(`^${text.tradeAvailable} .* ${coin}$`));
    read.USDT.trade = await settledFigure(available('USDT'), wanted.USDT);
    await form.getByText(text.sell, { exact: true }).click();
    read.BTC.trade = await settledFigure(available('BTC'), wanted.BTC);

    await page.goto('/#/pages/fund/fundTransfer');
    for (const coin of ['USDT', 'BTC'] as const) {
      await page.getByLabel(text.coin, { exact: true }).selectOption({ label: coin });
      await expect(fact(page, text.transferAvailable)).toContainText(coin);
      read[coin].transfer = await settledFigure(fact(page, text.transferAvailable), wanted[coin]);
    }

    await page.goto('/#/pages/fund/transfer');
    for (const coin of ['USDT', 'BTC'] as const) {
      await page.getByLabel(text.convertFrom, { exact: true }).selectOption({ label: coin });
      await expect(fact(page, text.convertAvailable)).toContainText(coin);
      read[coin].conversion = await settledFigure(fact(page, text.convertAvailable), wanted[coin]);
    }

    await page.goto('/#/pages/lockming/buy?id=1');
    read.USDT.lockMining = await settledFigure(
      page.getByText(new RegExp(`^${text.lockAvailable}.* USDT$`)),
      wanted.USDT,
    );

    for (const coin of ['USDT', 'BTC'] as const) {
      await page.goto(`/#/pages/fund/withdraw?currency=${COINS[coin].id}`);
      await expect(fact(page, text.withdrawalAvailable)).toContainText(coin);
      read[coin].withdrawal = await settledFigure(fact(page, text.withdrawalAvailable), wanted[coin]);
    }

    for (const coin of ['USDT', 'BTC'] as const) {
      const screens = Object.keys(read[coin]);
      expect(read[coin], `${coin} ${balances[coin]}`).toEqual(
        Object.fromEntries(screens.map((screen) => [screen, wanted[coin]])),
      );
    }
  });
}
