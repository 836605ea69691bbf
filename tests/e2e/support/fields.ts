import type { Page } from '@playwright/test';

/**
 * The form field of a label, matched exactly: a label inside another ("New password" in "Confirm new password") is
 * not taken for it.
 */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Types each value into the field of its label, in order, as a user fills a form. */
export async function fillFields(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
}
