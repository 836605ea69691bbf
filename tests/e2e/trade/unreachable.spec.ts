/**
 * An order confirmed while the exchange cannot be reached says so, in Japanese and in English: the page's calls to
 * the order's write fail (the connection refused, then a gateway's 502, for this page alone), the user reads why in
 * their language, the sheet's button comes back, and once the exchange answers again the same sheet places the
 * order: one order, one call per tap, nothing sent twice.
 */
import { newToken, signIn } from '../support/session';
import { expect, test, type Page } from '../support/test';
import { PAIRS } from './support';

const TEXTS = {
  en: {
    lastPrice: 'Last price',
    confirm: 'Confirm',
    unreachable: 'The exchange could not be reached. Check your connection and try again.',
    gateway: 'The exchange could not take the request (error 502), so nothing was done. Try again in a moment.',
    spot: { form: 'Spot order', price: 'Price', amount: 'Quantity', submit: 'Buy LTC', sheet: 'Confirm the order' },
    spotPending: { list: 'Pending', row: /^LTC\/USDT order/ },
    futures: { form: 'Open a futures position', lots: 'Lots', submit: 'Open long', sheet: 'Confirm the position' },
    positions: 'Positions',
  },
  jp: {
    lastPrice: '最新価格',
    confirm: '確認',
    unreachable: '取引所に接続できませんでした。通信環境を確認して、もう一度お試しください。',
    gateway:
      '取引所がリクエストを処理できなかったため（エラー 502）、何も行われていません。しばらくしてからもう一度お試しください。',
    spot: { form: '現物注文', price: '価格', amount: '数量', submit: 'LTC を買う', sheet: '注文の確認' },
    spotPending: { list: '未約定', row: /^LTC\/USDT 注文/ },
    futures: { form: '先物ポジションを建てる', lots: 'ロット数', submit: 'ロングで建てる', sheet: 'ポジションの確認' },
    positions: '保有ポジション',
  },
} as const;

/**
 * Confirms the open sheet three times: with the connection refused, with a 502, then with the exchange answering;
 * answers how many calls of the write the page made.
 */
async function confirmThroughOutage(page: Page, language: keyof typeof TEXTS, sheetName: string, writePath: string) {
  const text = TEXTS[language];
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api${writePath}`) calls.push(request.method());
  });
  const sheet = page.getByRole('dialog', { name: sheetName });
  const confirm = sheet.getByRole('button', { name: text.confirm, exact: true });
  const route = `**/api${writePath}?*`;

  await page.route(route, (request) => request.abort('connectionrefused'));
  await confirm.click();
  await expect(page.getByText(text.unreachable)).toBeVisible();
  await expect(confirm).toBeEnabled();
  await expect(confirm).not.toHaveAttribute('aria-busy', 'true');
  await page.unroute(route);

  await page.route(route, (request) => request.fulfill({ status: 502, body: 'Bad Gateway' }));
  await confirm.click();
  await expect(page.getByText(text.gateway)).toBeVisible();
  await expect(confirm).toBeEnabled();
  await page.unroute(route);

  await confirm.click();
  await expect(sheet).toHaveCount(0);
  return calls;
}

for (const language of ['jp', 'en'] as const) {
  const text = TEXTS[language];
  const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
  const openPair = async (page: Page, path: string, pair: { currency_id: number; legal_id: number }, extra = '') => {
    await page.goto(`/#${path}?currency_id=${pair.currency_id}&legal_id=${pair.legal_id}${extra}`);
    await expect(page.getByLabel(text.lastPrice)).toHaveText(/\d/);
  };

  test.describe(language, () => {
    test.beforeEach(async ({ page }) => {
      await signIn(page, { token: newToken(), language });
    });

    test('spot: an order confirmed while the exchange is unreachable says why, then goes through once', async ({
      page,
    }) => {
      await openPair(page, '/pages/transaction/index', PAIRS.spot, '&section=coins');
      const last = Number((await page.getByLabel(text.lastPrice).textContent())!.replace(/,/g, ''));
      // well below the market: the order rests in the pending list, where it is counted
      await field(page, text.spot.price).fill((Math.floor(last * 0.8 * 100) / 100).toFixed(2));
      await field(page, text.spot.amount).fill('1');
      await page.getByRole('form', { name: text.spot.form }).getByRole('button', { name: text.spot.submit }).click();
      const calls = await confirmThroughOutage(page, language, text.spot.sheet, '/coin/trade');
      expect(calls).toEqual(['POST', 'POST', 'POST']);
      const pending = page.getByRole('list', { name: text.spotPending.list });
      await expect(pending.getByRole('article', { name: text.spotPending.row })).toHaveCount(1);
    });

    test('futures: a position confirmed while the exchange is unreachable says why, then opens once', async ({
      page,
    }) => {
      await openPair(page, '/pages/transaction/contract', PAIRS.futures);
      await field(page, text.futures.lots).fill('1');
      await page
        .getByRole('form', { name: text.futures.form })
        .getByRole('button', { name: text.futures.submit })
        .click();
      const calls = await confirmThroughOutage(page, language, text.futures.sheet, '/lever/submit');
      expect(calls).toEqual(['POST', 'POST', 'POST']);
      await expect(page.getByRole('list', { name: text.positions }).getByRole('article')).toHaveCount(1);
    });
  });
}
