/**
 * Page headers at phone width: a long title ("Deposit and withdrawal records") is read whole, on two lines if it
 * must, and a text action beside it ("My investments") stays on one line, clear of the title.
 */
import { expect, test, type Page } from '../support/test';
import { signIn } from '../support/session';

/** What the page's header shows: whether its title is cut, and the room between the title's text and the action. */
const headerLayout = (page: Page) =>
  page
    .locator('header')
    .first()
    .evaluate((header) => {
      const title = header.querySelector('h1')!;
      const lines = (element: Element) => {
        const text = document.createRange();
        text.selectNodeContents(element);
        return [...text.getClientRects()];
      };
      const titleRight = Math.max(...lines(title).map((rect) => rect.right));
      const action = header.lastElementChild!.querySelector<HTMLElement>('a');
      return {
        titleCut: title.scrollWidth > title.clientWidth || title.scrollHeight > title.clientHeight + 1,
        actionLines: action ? new Set(lines(action).map((rect) => Math.round(rect.top))).size : 0,
        room: action ? action.getBoundingClientRect().left - titleRight : Infinity,
      };
    });

for (const language of ['jp', 'en', 'fra', 'spa']) {
  test(`long page titles and header actions fit a phone's width in ${language}`, async ({ page }) => {
    await signIn(page, { language });
    await page.goto('/#/pages/fund/receive_withdraw_record');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await headerLayout(page)).titleCut).toBe(false);

    await page.goto('/#/pages/invest/invest');
    await expect(page.locator('header a[href$="/pages/invest/mine"]')).toBeVisible();
    const layout = await headerLayout(page);
    expect(layout.titleCut).toBe(false);
    expect(layout.actionLines).toBe(1);
    expect(layout.room).toBeGreaterThanOrEqual(8);
  });
}
