/**
 * A screen that could not load while the exchange was away loads again by itself once it is back, in Japanese and
 * in English: its read fails (the connection refused, for this page alone) until the screen says it could not
 * load; then the exchange answers again and, with no tap on "retry", the screen shows what it lists. The page's
 * clock is moved past the screen's next try instead of waiting for it.
 */
import { newToken, signIn } from '../support/session';
import { expect, test } from '../support/test';
import { SCREEN_STATE_TEXTS } from './screen-state-texts';

const PRODUCTS = { en: 'Lock-up mining', jp: 'ロックマイニング' } as const;

for (const language of ['jp', 'en'] as const) {
  const text = { ...SCREEN_STATE_TEXTS[language], products: PRODUCTS[language] };
  test(`a screen that failed while the exchange was away loads by itself when it is back (${language})`, async ({
    page,
  }) => {
    await signIn(page, { token: newToken(), language });
    const read = '**/api/lh/deposit/config?*';
    await page.route(read, (request) => request.abort('connectionrefused'));
    await page.goto('/#/pages/lockming/lockming');
    const failed = page.getByRole('alert').filter({ hasText: text.loadFailed });
    await expect(failed).toBeVisible();
    await expect(failed.getByRole('button', { name: text.retry })).toBeVisible();

    await page.unroute(read);
    // past the screen's first try after a failure (5 s): no tap on retry
    await page.clock.fastForward('00:06');
    await expect(page.getByRole('list', { name: text.products })).toBeVisible();
    await expect(page.getByRole('list', { name: text.products }).getByRole('listitem').first()).toBeVisible();
    await expect(failed).toHaveCount(0);
  });
}
