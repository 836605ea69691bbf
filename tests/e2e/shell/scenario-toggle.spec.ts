/**
 * The development build's sandbox scenario button sits where no control is: the trade screen's tabs, forms and
 * buttons stay reachable, and it can be dragged along the edge. The button is in the development build only
 * (`E2E_SERVER=dev`).
 */
import { expect, test, type Page } from '../support/test';
import { signIn } from '../support/session';

const TOGGLE = { jp: 'サンドボックス', en: 'Sandbox' } as const;

/** The page's controls whose box the scenario button overlaps. */
const coveredControls = (page: Page, toggle: string) =>
  page.evaluate((toggle) => {
    const button = [...document.querySelectorAll('#scenario-panel button')].find((b) => b.textContent === toggle)!;
    const box = button.getBoundingClientRect();
    const controls = document.querySelectorAll<HTMLElement>('main button, main a, main input, main [role="tab"]');
    return [...controls]
      .filter((control) => {
        const rect = control.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) return false;
        return rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top;
      })
      .map((control) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName);
  }, toggle);

for (const language of ['jp', 'en'] as const) {
  test(`the sandbox button covers none of the trade screen's controls, in ${language}`, async ({ page }) => {
    test.skip(process.env.E2E_SERVER !== 'dev', 'the scenario button is in the development build only');
    await signIn(page, { language });
    await page.goto('/#/pages/transaction/index?section=seconds');
    const toggle = page.getByRole('button', { name: TOGGLE[language], exact: true });
    await expect(toggle).toBeVisible();
    await expect(page.getByRole('tab').first()).toBeVisible();
    expect(await coveredControls(page, TOGGLE[language])).toEqual([]);

    // where a screen has a control at the edge, the button is dragged out of its way, and a tap still opens it
    const before = (await toggle.boundingBox())!;
    await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
    await page.mouse.down();
    await page.mouse.move(before.x + before.width / 2, before.y - 150, { steps: 5 });
    await page.mouse.up();
    expect((await toggle.boundingBox())!.y).toBeLessThan(before.y - 100);
    await expect(page.getByRole('region', { name: /./ }).filter({ has: page.getByRole('tablist') })).toHaveCount(0);
    await toggle.click();
    await expect(toggle).toHaveCount(0);
  });
}
