import { expect, test } from '../support/test';
import { coveredControls } from '../support/covered';

/**
 * What the every-route walk counts as a control out of reach at 320 px (tests/e2e/support/covered.ts), on pages
 * made for it: it names a control a bar or a neighbour is drawn over, one no scroll brings on screen, one the
 * screen's edge cuts and a page wider than the screen, and passes a page that leaves room for its bar, a link that
 * wraps inside its paragraph and a checkbox drawn by its label.
 */
const page320 = (body: string) =>
  `<!doctype html><meta name="viewport" content="width=device-width"><style>body{margin:0;font:16px sans-serif}
   .bar{position:fixed;bottom:0;left:0;right:0;height:60px;background:#333}</style><main>${body}</main>`;

test.use({ viewport: { width: 320, height: 568 } });

test('a button under a fixed bar, one under its neighbour, one beyond the screen and one cut by its edge are out of reach', async ({
  page,
}) => {
  await page.setContent(
    page320(`<div style="position:relative"><button>under</button><div style="position:absolute;inset:0;background:#fff"></div></div>
     <div style="overflow:clip;width:320px"><div style="width:900px"><button style="margin-left:700px">beyond</button></div></div>
     <div style="display:grid;grid-template-columns:repeat(2,1fr);overflow:clip"><button>left</button><button style="white-space:nowrap">a label far too long to fit its half of the narrow phone screen it is on</button></div>
     <div style="height:540px"></div><button>below</button><div class="bar"></div>`),
  );
  expect(await coveredControls(page)).toEqual([
    expect.stringMatching(/^<button> "under" under <div> ""$/),
    expect.stringMatching(/^<button> "beyond" under nothing/),
    expect.stringMatching(/^<button> "a label far too long[^"]*" cut by the screen's edge \(\d+ to \d+ px\)$/),
    expect.stringMatching(/^<button> "below" under <div> ""$/),
  ]);
  expect(await page.evaluate(() => scrollY), 'the page is back at its top').toBe(0);
});

test('a page wider than the screen is named, though sideways scrolling reaches its controls', async ({ page }) => {
  await page.setContent(
    page320(
      `<div style="display:flex;gap:8px"><a href="#a">first</a><a href="#b" style="margin-left:300px">far</a></div>`,
    ),
  );
  expect(await coveredControls(page)).toEqual([expect.stringMatching(/^the page is \d+ px wide on a 320 px screen$/)]);
});

test('a page with room for its bar, a wrapped link and a checkbox drawn by its label are in reach', async ({
  page,
}) => {
  await page.setContent(
    page320(`<div style="height:540px"></div><button>above the bar</button><div style="height:60px"></div>
     <div class="bar"></div>
     <p style="width:200px">A long sentence before <a href="#x">a link that runs on over two lines</a> and after it.</p>
     <div><label><input type="checkbox" style="opacity:0;position:absolute"><span>agree</span></label></div>
     <label><input type="checkbox" style="position:absolute;left:0;width:20px;height:20px;margin:0"><span style="position:relative;display:inline-block;width:20px;height:20px;background:#0a0"></span></label>`),
  );
  expect(await coveredControls(page)).toEqual([]);
});
