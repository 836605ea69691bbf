import type { Locator, Page } from '@playwright/test';

/**
 * The value of a labelled figure within `scope` (the page, a row, a sheet): the `dd` beside the `dt` that reads
 * `label` exactly, in the app's fact lists and confirmation summaries (`dl > div > dt + dd`).
 */
export const labelledValue = (scope: Page | Locator, label: string) =>
  scope
    .locator('dl > div')
    .filter({ has: ('page' in scope ? scope.page() : scope).getByText(label, { exact: true }) })
    .locator('dd');
