import { expect, test } from '../support/test';
import { LANGUAGES } from '../../../src/shared/config/languages';
import { signIn } from '../support/session';
import { appText } from '../support/catalogue';

// a tap during the page's slide-in is what these journeys are about: the motion a phone shows by default
test.use({ reducedMotion: 'no-preference' });

/**
 * Market rows have one fixed height: in every language their text must fit it whole, on the narrowest phone the
 * app is made for (320 px; what fits there fits on a wider one).
 */
test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 844 } });
  for (const language of LANGUAGES)
    test(`every market row shows its whole pair, volume, price and change within its height in ${language}`, async ({
      page,
    }) => {
      await signIn(page, { language });
      for (const tab of ['coin', 'stock']) {
        // one load, then the tab changed in the address as the tab bar changes it: the rows read are those of the
        // list named after the tab asked for, never the last tab's still on screen
        await page.goto(`/#/pages/market/market?tab=${tab}`);
        const rows = page.locator(`ul[aria-label="${appText(language, `market:tabs.${tab}`)}"] > li`);
        await expect(rows.first()).toBeVisible();
        const misfits = await rows.evaluateAll((items) =>
          items.flatMap((item) => {
            const row = item.firstElementChild as HTMLElement;
            const overflowing = row.offsetHeight > item.clientHeight ? ['taller than its row'] : [];
            // a label that ends in an ellipsis hides part of a figure
            const cut = [...row.querySelectorAll<HTMLElement>('*')]
              .filter((element) => getComputedStyle(element).textOverflow === 'ellipsis')
              .filter((element) => element.scrollWidth > element.clientWidth)
              .map((element) => `cut: ${element.textContent}`);
            return [...overflowing, ...cut].map((problem) => `${row.textContent}: ${problem}`);
          }),
        );
        expect(misfits, `${tab} tab`).toEqual([]);
      }
    });
});

/** A row opens its pair from wherever it is tapped: its price and change badge as well as its name. */
for (const language of ['jp', 'en'] as const) {
  test(`a tap on a market row's price or change opens the pair, in ${language}`, async ({ page }) => {
    await signIn(page, { language });
    for (const part of ['price', 'change'] as const) {
      await page.goto('/#/pages/market/market?tab=coin');
      // the trade screen the last tap opened slides out beside the market with lists of its own (its trades start
      // with a price): the market's row is read once the market is the one screen shown
      await expect(page.getByRole('main')).toHaveCount(1);
      const row = page.getByRole('main').locator('ul[aria-label] > li').first();
      const name = (await row.getByRole('button').first().textContent())!.match(/^[A-Z0-9]+/)![0];
      // the price is the row's figure with digits only; the change ends in %
      const figure = part === 'price' ? row.getByText(/^[\d,.]+$/) : row.getByText(/%$/);
      // a tap where the figure is drawn (whatever element takes it there), once the page has finished sliding in:
      // during the 200 ms page transition the browser's snapshot of the pages takes every tap
      const box = (await figure.boundingBox())!;
      const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await expect
        .poll(() => page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, point))
        .not.toBe('HTML');
      await page.mouse.click(point.x, point.y);
      await expect(page).toHaveURL(/#\/pages\/transaction\/index\?.*currency_id=\d+/);
      await expect(page.getByRole('button', { name: new RegExp(`^${name}/`) }).first()).toBeVisible();
    }
  });
}
