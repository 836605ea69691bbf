/**
 * A row of tabs wider than a small phone, in Japanese and English at 320 px: the Orders screen's eight kinds. The
 * row fades out on the side where more tabs wait (before, it ended cut mid-word, "ロックマイニン", with no sign that
 * it scrolls), and a tab chosen beyond the edge scrolls into sight, clear of the fade. The trade chart's periods,
 * a row of buttons, do the same when they run past the phone (in Japanese: "週足" was cut in half), and draw no
 * fade when they fit.
 */
import { signIn } from '../support/session';
import { expect, test, type Locator } from '../support/test';

const TEXTS = {
  jp: { kinds: '注文の種類', first: '現物', last: 'NFT', periods: 'チャートの期間', lastPeriod: '年足' },
  en: { kinds: 'Order kinds', first: 'Spot', last: 'NFT', periods: 'Chart period', lastPeriod: '1Y' },
} as const;

/** The fade the row draws (its CSS mask), 'none' when it draws none. */
const fadeOf = (row: Locator) => row.evaluate((element) => getComputedStyle(element).maskImage);

test.use({ viewport: { width: 320, height: 700 } });

for (const language of ['jp', 'en'] as const) {
  const text = TEXTS[language];

  test(`${language}: the Orders kinds fade where more wait and scroll the chosen one into sight`, async ({ page }) => {
    await signIn(page, { language });
    await page.goto('/#/pages/transaction/order');
    const row = page.getByRole('tablist', { name: text.kinds });
    const last = row.getByRole('tab', { name: text.last });
    await expect(row.getByRole('tab', { name: text.first })).toHaveAttribute('aria-selected', 'true');
    // more kinds wait to the right: the row fades out there, and only there
    await expect(row).toHaveAttribute('data-hidden-sides', 'end');
    expect(await fadeOf(row)).toMatch(
      /^linear-gradient\(90deg, rgb\(0, 0, 0\) calc\(100% - 40px\), rgba\(0, 0, 0, 0\)\)$/,
    );
    expect((await last.boundingBox())!.x).toBeGreaterThan(320);

    // the last kind, chosen with the keyboard from the first (arrow keys wrap around), comes into sight
    await row.getByRole('tab', { name: text.first }).press('ArrowLeft');
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(row).toHaveAttribute('data-hidden-sides', 'start');
    const box = (await last.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(await fadeOf(row)).toMatch(/^linear-gradient\(270deg, /);
    // the page itself did not move sideways
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
  });

  test(`${language}: the chart's periods fade where more wait, and only when they run past the phone`, async ({
    page,
  }) => {
    await signIn(page, { language });
    await page.goto('/#/pages/transaction/index?currency_id=4&legal_id=3&section=coins');
    const row = page.getByRole('group', { name: text.periods });
    await expect(row.getByRole('button', { name: text.lastPeriod, exact: true })).toBeAttached();
    const overflows = await row.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
    if (language === 'jp') expect(overflows, 'the Japanese periods run past 320 px').toBe(true);
    if (!overflows) {
      await expect(row).not.toHaveAttribute('data-hidden-sides');
      expect(await fadeOf(row)).toBe('none');
      return;
    }
    await expect(row).toHaveAttribute('data-hidden-sides', 'end');
    expect(await fadeOf(row)).toMatch(/^linear-gradient\(90deg, /);
    await row.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect(row).toHaveAttribute('data-hidden-sides', 'start');
    expect(await fadeOf(row)).toMatch(/^linear-gradient\(270deg, /);
  });
}
