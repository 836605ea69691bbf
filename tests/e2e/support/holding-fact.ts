import type { Locator } from '@playwright/test';

/** The value of a labelled figure of an orders-tab row (a label and its value side by side), "" when absent. */
export const holdingFact = (row: Locator, label: string) =>
  row.evaluate((element, wanted) => {
    const labels = [...element.querySelectorAll('span')].filter((span) => span.textContent === wanted);
    return labels[0]?.nextElementSibling?.textContent ?? '';
  }, label);

/** A figure as the screen writes it ("1,234.5000 USDT", "0.35%"), as a plain decimal text. */
export const decimalOf = (figure: string) => figure.replace(/[^\d.]/g, '');
