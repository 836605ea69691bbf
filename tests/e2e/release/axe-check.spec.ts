import { expect, test } from '../support/test';
import { seriousViolations } from '../support/axe';

/**
 * The check every route passes finds what it is there to find: a page with a nameless button, an image without
 * its text, text too faint to read and a same-origin frame with a nameless link fails it, each violation named.
 */
test('the accessibility check names the serious violations of a page and of its frames', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    document.body.innerHTML = `
      <main>
        <button></button>
        <img src="/favicon.svg">
        <p style="color:#bbb;background:#fff">faint text</p>
        <iframe title="help" srcdoc="<a href='#x'></a>"></iframe>
      </main>`;
  });
  await expect.poll(() => page.frames().length).toBe(2);
  const found = (await seriousViolations(page)).map((violation) => violation.split(':')[0]);
  expect(found).toEqual(
    expect.arrayContaining([
      'critical button-name',
      'critical image-alt',
      'serious color-contrast',
      'serious link-name',
    ]),
  );
});

test('the accessibility check finds nothing on a page that has no violation', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    document.documentElement.lang = 'en';
    document.title = 'Plain';
    document.body.innerHTML = `<main><h1>Plain</h1><button style="color:#000;background:#fff">Buy</button><img src="/favicon.svg" alt="Tradedesk"></main>`;
  });
  expect(await seriousViolations(page)).toEqual([]);
});
