/**
 * An address with an unknown value in its query opens the screen at its default, in Japanese and in English: the
 * orders tab on its spot list (an unknown, empty or prototype `kind` once showed the error page) and the market on
 * its coin list (an unknown `tab` once selected nothing and said "no pairs"). A route reads only the values it
 * knows; the raw address never reaches a screen.
 */
import { newToken, signIn } from '../support/session';
import { expect, test } from '../support/test';

const TEXTS = {
  en: { kinds: 'Order kinds', spot: 'Spot', markets: 'Market lists', coins: 'Coins', noPairs: 'No pairs to show' },
  jp: {
    kinds: '注文の種類',
    spot: '現物',
    markets: 'マーケットの種類',
    coins: '暗号資産',
    noPairs: '表示できる銘柄がありません',
  },
} as const;

for (const language of ['jp', 'en'] as const) {
  const text = TEXTS[language];

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
}
