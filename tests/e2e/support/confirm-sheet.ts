import { expect, type Locator, type Page } from './test';

/** Submits a form, then answers its confirmation sheet (cancels or confirms it) and waits for the sheet to close. */
export async function submitAndAnswer(page: Page, submit: Locator, sheetName: string, answer: string) {
  await expect(submit).toBeEnabled();
  await submit.click();
  const sheet = page.getByRole('dialog', { name: sheetName });
  await sheet.getByRole('button', { name: answer, exact: true }).click();
  await expect(sheet).toHaveCount(0);
}
