import { builtTextsFile, hasManifest } from '../support/built-texts';
import { expect, test } from '../support/test';
import { newToken, signIn } from '../support/session';

/** What the home tab reads on its first load (path and query, without the language). */
const HOME_READS = [
  '/api/news/list',
  '/api/wallet/list',
  '/api/menu',
  '/api/currency/quotation_new',
  '/api/news/index_pop',
  '/api/chat/get_unread_msg',
];

const readOf = (url: string) => new URL(url).pathname;

for (const language of ['jp', 'en']) {
  test.describe(`home's first load (${language})`, () => {
    test.skip(!hasManifest(), 'reads the production build');

    test('asks for everything it shows while its texts are still on their way, and each once', async ({ page }) => {
      await signIn(page, { language, token: newToken() });
      const reads: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/')) reads.push(readOf(request.url()));
      });
      // the home texts are held back: the reads must not wait for the screen to render
      let releaseTexts = () => {};
      const textsHeld = new Promise<void>((resolve) => (releaseTexts = resolve));
      const textsFiles = new Set([builtTextsFile(language, 'home'), builtTextsFile('en', 'home')]);
      await page.route(
        (url) => textsFiles.has(url.pathname),
        async (route) => {
          await textsHeld;
          await route.continue();
        },
      );
      await page.goto('/#/pages/index/index');
      await expect.poll(() => HOME_READS.filter((read) => !reads.includes(read))).toEqual([]);
      expect(reads.filter((read) => read === '/api/news/list')).toHaveLength(2);
      releaseTexts();

      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(page.locator('main img[fetchpriority=high]')).toHaveJSProperty('complete', true);
      await page.waitForLoadState('networkidle');
      // the components read what was asked for before them: nothing twice (banners and announcements are two lists)
      const counts = Object.fromEntries(HOME_READS.map((read) => [read, reads.filter((r) => r === read).length]));
      expect(counts).toEqual({ ...Object.fromEntries(HOME_READS.map((read) => [read, 1])), '/api/news/list': 2 });
    });
  });
}
