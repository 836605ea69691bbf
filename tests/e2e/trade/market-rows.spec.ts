import { expect, test } from '../support/test';
import { LANGUAGES } from '../../../src/shared/config/languages';
import { signIn } from '../support/session';

/** Market rows have one fixed height: in every language their text must fit it whole. */
for (const language of LANGUAGES) {
  test(`every market row shows its whole pair, volume, price and change within its height in ${language}`, async ({
    page,
  }) => {
    await signIn(page, { language });
    for (const tab of ['coin', 'stock']) {
      await page.goto(`/#/pages/market/market?tab=${tab}`);
      await page.reload(); // a hash change alone could leave the last tab's rows to be read
      const rows = page.locator('ul[aria-label] > li');
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
}
