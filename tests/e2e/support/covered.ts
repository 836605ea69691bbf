import type { Page } from '@playwright/test';
import { SHOWN_SCREEN } from './route-walk';

/**
 * The controls of the screen shown that a user cannot reach: each visible field, button, link and tab of the
 * route's main element is scrolled to the middle of the screen (or as near as its page lets it), and the point at
 * the middle of it (of one of its lines, for a link that wraps) must be the control itself, what it holds, or its
 * own label. A fixed header, a bottom bar, a pop-up or a neighbour drawn over it, or a control that no scroll brings
 * on screen (a page without room at its end for the bar over it, a row wider than a narrow phone), is named with
 * what covers it; one in reach but running past the screen's left or right edge is named as cut, and a page wider
 * than the screen as such. The page is scrolled back to its top.
 */
export function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate((shown) => {
    const CONTROLS =
      'input:not([type="hidden"]), textarea, select, button, a[href], [role="button"], [role="tab"], [role="link"]';
    const describe = (element: Element | null) => {
      if (!element) return 'nothing (off the page)';
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
      const id = element.id ? `#${element.id}` : '';
      const name = element.getAttribute('name') ? `[name=${element.getAttribute('name')}]` : '';
      return `<${element.tagName.toLowerCase()}${id}${name}> "${text.slice(0, 40)}"`;
    };
    /** The control itself, what it holds, or a label of it (a styled checkbox draws its box in its label). */
    const reaches = (control: Element, hit: Element) =>
      control === hit ||
      control.contains(hit) ||
      (control instanceof HTMLInputElement && [...(control.labels ?? [])].some((label) => label.contains(hit)));

    const main = document.querySelector(shown) ?? document.body;
    const controls = [...main.querySelectorAll(CONTROLS)].filter(
      (control) =>
        control.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        !control.closest('[aria-hidden="true"], [inert]') &&
        control.getBoundingClientRect().width > 0,
    );
    // a phone's page never scrolls sideways: what runs past its edge would be reached only by a sideways drag
    const pageWidth = document.documentElement.scrollWidth;
    const covered = pageWidth > innerWidth ? [`the page is ${pageWidth} px wide on a ${innerWidth} px screen`] : [];
    for (const control of controls) {
      control.scrollIntoView({ block: 'center', inline: 'center' });
      // a link running on over two lines is two boxes, with its paragraph between them: one in reach is enough
      const hits = [...control.getClientRects()]
        .filter((box) => box.width > 0 && box.height > 0)
        .map((box) => {
          const x = box.left + box.width / 2;
          const y = box.top + box.height / 2;
          return x >= 0 && y >= 0 && x < innerWidth && y < innerHeight ? document.elementFromPoint(x, y) : null;
        });
      if (!hits.some((hit) => hit && reaches(control, hit)))
        covered.push(`${describe(control)} under ${describe(hits[0] ?? null)}`);
      else {
        // in reach, but cut by the screen's edge: a row wider than the phone, clipped rather than scrolled
        const box = control.getBoundingClientRect();
        if (box.left < -0.5 || box.right > innerWidth + 0.5)
          covered.push(
            `${describe(control)} cut by the screen's edge (${Math.round(box.left)} to ${Math.round(box.right)} px)`,
          );
      }
    }
    scrollTo(0, 0);
    return covered;
  }, SHOWN_SCREEN);
}

/**
 * The figures of the screen shown that run over two lines (+186,420. on one, 55 on the next): a number, with its
 * sign, separators and decimals, must be read whole. Each text of the route's main element that is, or holds, such
 * a figure is measured: a figure drawn on more than one line is named.
 */
export function splitFigures(page: Page): Promise<string[]> {
  return page.evaluate((shown) => {
    const FIGURE = /[+\-−]?\d[\d,.]*\d/g;
    const main = document.querySelector(shown) ?? document.body;
    const texts = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const split: string[] = [];
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      const value = text.nodeValue ?? '';
      for (const figure of value.matchAll(FIGURE)) {
        if (figure[0].length < 4) continue;
        const range = document.createRange();
        range.setStart(text, figure.index);
        range.setEnd(text, figure.index + figure[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)),
        );
        if (lines.size > 1) split.push(`${figure[0]} over ${lines.size} lines`);
      }
    }
    return split;
  }, SHOWN_SCREEN);
}
