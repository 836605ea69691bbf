/**
 * A page that cannot be loaded (its script fails, as on a dropped connection) shows the app's error page in the
 * user's language, with a retry that loads it once the connection is back and a way home.
 */
import { expect, test } from '../support/test';
import { signIn } from '../support/session';

const TEXTS = {
  jp: { title: '問題が発生しました', retry: 'もう一度試す', home: 'ホームへ戻る', page: '設定' },
  en: { title: 'Something went wrong', retry: 'Try again', home: 'Back to home', page: 'Settings' },
};

for (const [language, texts] of Object.entries(TEXTS))
  test(`a page whose script fails to load shows the error page in ${language}, and retry loads it`, async ({
    page,
  }) => {
    let offline = true;
    await page.route(/\/assets\/setting-[\w-]{8}\.js$/, (route) => (offline ? route.abort() : route.continue()));
    await signIn(page, { language });
    await page.goto('/#/pages/setting/setting');
    await expect(page.getByRole('heading', { name: texts.title })).toBeVisible();
    await expect(page.getByRole('link', { name: texts.home })).toHaveAttribute('href', '#/');

    offline = false;
    await page.getByRole('button', { name: texts.retry }).click();
    await expect(page.getByRole('heading', { name: texts.page, exact: true })).toBeVisible();
  });
