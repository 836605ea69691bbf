/**
 * Following a trader as a user does: from the copy-trading home to the follow form, a multiple of 1.555 sent as
 * 1.56 (section 5) after accepting the agreement, the follow listed under my traders, then cancelled.
 */
import { expect, test } from '../support/test';
import { newToken, signIn } from '../support/session';

test.beforeEach(async ({ page }) => {
  // an account of its own: what the journey follows must not meet other tests' follows
  await signIn(page, { language: 'en', token: newToken() });
});

test('follows a trader with a multiple of 1.555, sent as 1.56, and cancels the follow', async ({ page }) => {
  await page.goto('/#/pages/copytrade/copy');
  await expect(page.getByText(/Figures are updated hourly; last update \d{4}-\d{2}-\d{2} \d{2}:00/)).toBeVisible();
  await page.getByRole('link', { name: 'Follow AlphaWave' }).click();

  const form = page.getByRole('form', { name: 'Follow trader' });
  await form.getByLabel('Multiple', { exact: true }).fill('1.555');
  await form.getByRole('button', { name: 'Follow', exact: true }).click();
  // the agreement must be accepted first; what was typed stays
  await expect(form.getByText('Please read and accept the copy trading agreement')).toBeVisible();
  await expect(form.getByLabel('Multiple', { exact: true })).toHaveValue('1.555');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Follow', exact: true }).click();

  const sheet = page.getByRole('dialog', { name: 'Confirm following' });
  await expect(sheet.getByText('1.56', { exact: true })).toBeVisible();
  await expect(sheet.getByText('Your multiple 1.555 will be sent as 1.56 (rounded to two decimals).')).toBeVisible();
  const sent = page.waitForRequest(
    (request) => request.url().includes('/follow/follow') && request.method() === 'POST',
  );
  await sheet.getByRole('button', { name: 'Confirm', exact: true }).click();
  const body = new URLSearchParams((await sent).postData() ?? '');
  expect(Object.fromEntries(body)).toEqual({ trader_user_id: '2051', type: '1', number: '1.56' });

  // my traders list the follow as the exchange stored it
  await expect(page).toHaveURL(/#\/pages\/copytrade\/my\?tab=traders/);
  const mine = page.getByRole('article', { name: 'AlphaWave' });
  await expect(mine.getByText('Fixed multiple 1.56x')).toBeVisible();
  await expect(mine.getByText('Following', { exact: true })).toBeVisible();

  await mine.getByRole('button', { name: 'Cancel following' }).click();
  await page
    .getByRole('alertdialog', { name: 'Stop following AlphaWave?' })
    .getByRole('button', { name: 'Stop following' })
    .click();
  await expect(mine.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Cancel following' })).toHaveCount(0);

  // the trader list no longer shows the trader as followed
  await page.goto('/#/pages/follow/index');
  await expect(page.getByRole('link', { name: 'Follow AlphaWave' })).toBeVisible();
});

test('the follow form leads to the agreement in the reader’s language', async ({ page }) => {
  await page.goto('/#/pages/follow/follow?id=2051');
  await page.getByRole('link', { name: 'Copy Trading Agreement' }).click();
  await expect(page).toHaveURL(/#\/pages\/follow\/agreement_en/);
  await expect(page.getByRole('heading', { name: 'Copy Trading Agreement', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '2. How copying works' })).toBeVisible();
});
