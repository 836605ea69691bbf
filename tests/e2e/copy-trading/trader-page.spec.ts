/**
 * A trader's page: its win rate is the share of its closed orders that ended in profit, as the counts beside it
 * say; without a trader in the address it says there is none, as the other detail pages do.
 */
import { expect, test, type Page } from '../support/test';
import { newToken, signIn } from '../support/session';

const TEXTS = {
  jp: { accuracy: '勝率', profitable: '利益の出た注文', notFound: 'このトレーダーは存在しません' },
  en: { accuracy: 'Accuracy', profitable: 'Profitable orders', notFound: 'This trader does not exist' },
} as const;

/** The value the page shows under a figure's label. */
const figure = (page: Page, label: string) => page.locator('dt', { hasText: label }).locator('+ dd');

for (const language of ['jp', 'en'] as const) {
  const texts = TEXTS[language];
  test(`a trader's win rate agrees with its counts, and a page without a trader says so, in ${language}`, async ({
    page,
  }) => {
    await signIn(page, { language, token: newToken() });
    // SteadyHand: 466 of 655 closed orders in profit
    await page.goto('/#/pages/follow/trader?id=4012');
    await expect(figure(page, texts.profitable)).toHaveText('466');
    await expect(figure(page, texts.accuracy)).toHaveText('71.15%');

    await page.goto('/#/pages/follow/trader');
    await expect(page.getByText(texts.notFound)).toBeVisible();
  });
}
