import type { Page } from '@playwright/test';
import { builtTextsFile, hasManifest } from '../support/built-texts';
import { newToken, signIn } from '../support/session';
import { expect, test } from '../support/test';

type FirstLoad = {
  name: string;
  path: string;
  /** The texts the screen needs before it can render. */
  namespace: string;
  /** What the screen reads first (path, without the query). */
  reads: string[];
  /** What it shows once it has its data. */
  shown: (page: Page) => Promise<void>;
};

const SCREENS: FirstLoad[] = [
  {
    name: 'the trade tab',
    path: '/#/pages/transaction/index?section=coins',
    namespace: 'trade',
    reads: ['/api/currency/quotation_new', '/api/currency/new_timeshar'],
    shown: (page) => expect(page.getByTestId('kline-chart')).not.toHaveAttribute('data-bars', '0'),
  },
  {
    name: 'the copy-trading home',
    path: '/#/pages/copytrade/copy',
    namespace: 'copy-trading',
    reads: ['/api/follow/index'],
    shown: (page) => expect(page.locator('main ul[aria-label] li a').first()).toBeVisible(),
  },
];

for (const language of ['jp', 'en'])
  for (const screen of SCREENS)
    test.describe(`${screen.name}'s first load (${language})`, () => {
      test.skip(!hasManifest(), 'reads the production build');

      test('asks for what it shows while its texts are still on their way, and its data once', async ({ page }) => {
        await signIn(page, { language, token: newToken() });
        const reads: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes('/api/')) reads.push(new URL(request.url()).pathname);
        });
        // the screen's texts are held back: its reads must not wait for it to render
        let releaseTexts = () => {};
        const textsHeld = new Promise<void>((resolve) => (releaseTexts = resolve));
        const textsFiles = new Set([
          builtTextsFile(language, screen.namespace),
          builtTextsFile('en', screen.namespace),
        ]);
        await page.route(
          (url) => textsFiles.has(url.pathname),
          async (route) => {
            await textsHeld;
            await route.continue();
          },
        );
        await page.goto(screen.path);
        await expect.poll(() => screen.reads.filter((read) => !reads.includes(read))).toEqual([]);
        releaseTexts();

        await screen.shown(page);
        // the screen reads what its route asked for before it: its last read is not asked again
        const last = screen.reads.at(-1)!;
        expect(reads.filter((read) => read === last)).toHaveLength(1);
      });
    });
