/**
 * The orders tab's figures of the financial products against what was paid, in Japanese and English: an IEO
 * subscription's amount paid, a lock-up's daily yield equal to its product's. Each journey subscribes through the
 * API as its own fresh account, then reads the screens.
 */
import Big from 'big.js';
import { expect, test } from '../support/test';
import { callAs } from '../support/api-call';
import { decimalOf, holdingFact } from '../support/holding-fact';
import { signInEachAsNewAccount } from '../support/session';

const TEXTS = {
  en: {
    ieo: 'IEO',
    lockming: 'Lock-up mining',
    paid: 'Paid',
    dayRate: 'Daily yield',
    product: (coin: string, days: number) => `${coin} · ${days} days`,
  },
  jp: {
    ieo: 'IEO',
    lockming: 'ロックマイニング',
    paid: '支払額',
    dayRate: '日利',
    product: (coin: string, days: number) => `${coin}・${days}日`,
  },
} as const;

type Project = { id: number; pay_currency_id: number; pay_currency_name: string; currency_name: string };
type Product = { id: number; currency_name: string; day: number; save_min: string };

for (const language of ['jp', 'en'] as const) {
  const text = TEXTS[language];

  test.describe(`in ${language}`, () => {
    const account = signInEachAsNewAccount(language);

    test('an IEO subscription shows on the orders tab at the amount paid', async ({ page }) => {
      const { list } = await callAs<{ list: Project[] }>(page.request, account.token, 'GET', '/project', {
        time_status: 2,
      });
      const [project] = list;
      const { info } = await callAs<{ info: { price: string } }>(
        page.request,
        account.token,
        'GET',
        '/project/detail',
        {
          project_id: project.id,
        },
      );
      const amount = new Big(250).div(info.price).round(0, Big.roundDown);
      await callAs(page.request, account.token, 'POST', '/project/order', {
        project_id: project.id,
        amount: amount.toFixed(),
        pay_currency: project.pay_currency_id,
        price: info.price,
      });

      await page.goto('/#/pages/transaction/order?kind=ieo');
      const row = page
        .getByRole('list', { name: text.ieo })
        .getByRole('button')
        .filter({ hasText: project.currency_name });
      await expect(row).toHaveCount(1);
      await expect.poll(() => holdingFact(row, text.paid)).toContain(project.pay_currency_name);
      const paid = decimalOf(await holdingFact(row, text.paid));
      expect(paid).not.toBe('');
      expect(new Big(paid).eq(amount.times(info.price))).toBe(true);
    });

    test('a lock-up shows on the orders tab at its product’s daily yield', async ({ page }) => {
      const [product] = await callAs<Product[]>(page.request, account.token, 'GET', '/lh/deposit/config');
      await callAs(page.request, account.token, 'POST', '/lh/deposit', {
        config_id: product.id,
        amount: product.save_min,
      });

      await page.goto('/#/pages/lockming/lockming');
      const card = page.getByRole('article', { name: text.product(product.currency_name, product.day), exact: true });
      await expect(card).toContainText('%');
      const productRate = (await card.innerText()).match(/(\d+(?:\.\d+)?)\s*%/)![1];

      await page.goto('/#/pages/transaction/order?kind=lockming');
      const row = page
        .getByRole('list', { name: text.lockming })
        .getByRole('button')
        .filter({ hasText: product.currency_name });
      await expect(row).toHaveCount(1);
      await expect.poll(() => holdingFact(row, text.dayRate)).toBe(`${productRate}%`);
    });
  });
}
