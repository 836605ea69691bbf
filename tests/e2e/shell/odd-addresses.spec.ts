/**
 * An address with an unknown value in its query opens the screen at its default, in Japanese and in English: the
 * orders tab on its spot list (an unknown, empty or prototype `kind` once showed the error page) and the market on
 * its coin list (an unknown `tab` once selected nothing and said "no pairs"). A route reads only the values it
 * knows; the raw address never reaches a screen. A pair the exchange does not list is said to be so, with a way
 * back (the trade tab once showed the first pair in its place, under the address of another).
 */
import { newToken, signIn } from '../support/session';
import { expect, test } from '../support/test';
import { SCREEN_STATE_TEXTS } from './screen-state-texts';

const TEXTS = {
  en: {
    kinds: 'Order kinds',
    spot: 'Spot',
    markets: 'Market lists',
    coins: 'Coins',
    noPairs: 'No pairs to show',
    pairNotFound: 'This pair is not traded here',
    lastPrice: 'Last price',
  },
  jp: {
    kinds: '注文の種類',
    spot: '現物',
    markets: 'マーケットの種類',
    coins: '暗号資産',
    noPairs: '表示できる銘柄がありません',
    pairNotFound: 'この銘柄は取り扱っていません',
    lastPrice: '最新価格',
  },
} as const;

for (const language of ['jp', 'en'] as const) {
  const text = { ...TEXTS[language], back: SCREEN_STATE_TEXTS[language].back };

  test(`an unknown order kind or market tab opens the default list, in ${language}`, async ({ page }) => {
    await signIn(page, { token: newToken(), language });
    for (const kind of ['foo', '', 'constructor', '__proto__', 'toString']) {
      await page.goto(`/#/pages/transaction/order?kind=${kind}`);
      const kinds = page.getByRole('tablist', { name: text.kinds });
      await expect(kinds.getByRole('tab', { name: text.spot, exact: true })).toHaveAttribute('aria-selected', 'true');
    }
    for (const tab of ['nonsense', 'constructor']) {
      await page.goto(`/#/pages/market/market?tab=${tab}`);
      const tabs = page.getByRole('tablist', { name: text.markets });
      await expect(tabs.getByRole('tab', { name: text.coins, exact: true })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByText(text.noPairs)).toHaveCount(0);
      await expect(page.locator('ul[aria-label] > li').first()).toBeVisible();
    }
  });

  test(`a pair the exchange does not list says so, with a way back, never another pair in its place (${language})`, async ({
    page,
  }) => {
    await signIn(page, { token: newToken(), language });
    await page.goto('/#/pages/market/market');
    await expect(page.getByRole('tablist', { name: text.markets })).toBeVisible();
    await page.goto('/#/pages/transaction/index?currency_id=999&legal_id=3');
    const refused = page.getByRole('main').getByRole('alert').filter({ hasText: text.pairNotFound });
    await expect(refused).toBeVisible();
    await expect(page.getByLabel(text.lastPrice)).toHaveCount(0);
    await refused.getByRole('button', { name: text.back }).click();
    await expect(page.getByRole('tablist', { name: text.markets })).toBeVisible();
  });
}
