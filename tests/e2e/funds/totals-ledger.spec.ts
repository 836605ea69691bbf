/**
 * One total over every account wherever it is shown, and ledger rows that name their account, in Japanese and
 * English. A fresh account opens with balances in every account, the coin-margined, stock and margin ones too.
 */
import { expect, test } from '../support/test';
import { signInFresh } from './support';

const TEXTS = {
  en: {
    homeTotal: 'Total assets',
    assetsTotal: 'Total assets in JPY',
    account: 'Account',
    stock: 'Stock account',
    movements: 'Movements',
  },
  jp: {
    homeTotal: '総資産',
    assetsTotal: '総資産（JPY換算）',
    account: '口座',
    stock: '株式口座',
    movements: '資金の動き',
  },
} as const;

for (const language of ['jp', 'en'] as const) {
  const text = TEXTS[language];

  test.describe(`in ${language}`, () => {
    test.beforeEach(async ({ page, request }) => {
      await signInFresh(page, request, language);
    });

    test('home and the assets tab show the same total assets in USDT', async ({ page }) => {
      await page.goto('/#/pages/index/index');
      const home = page.getByRole('region', { name: text.homeTotal }).getByText(/ USDT$/);
      await expect(home).toHaveText(/^[\d,.]+ USDT$/);
      const onHome = await home.innerText();

      await page.goto('/#/pages/fund/assets');
      const assets = page.getByRole('region', { name: text.assetsTotal }).getByText(/^[\d,.]+ USDT$/);
      await expect(assets).toHaveText(onHome);
    });

    test('a ledger row names the account it moved', async ({ page }) => {
      await page.goto('/#/pages/fund/assets_all_record');
      // the first filter is the account (its label's text runs on into its options)
      await page
        .getByRole('combobox', { name: new RegExp(`^${text.account}`) })
        .first()
        .selectOption({ label: text.stock });
      const rows = page.getByRole('list', { name: text.movements }).getByRole('listitem');
      await expect(rows.first()).toContainText(`${text.stock} · `);
    });
  });
}
