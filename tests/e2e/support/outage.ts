import { expectToast } from './toasts';
import { expect, type Locator, type Page } from './test';

/** What the app says of a write that got no answer (common:write), in the journeys' two languages. */
const WRITE_FAILURES = {
  en: {
    unreachable: 'The exchange could not be reached. Check your connection and try again.',
    gateway: 'The exchange could not take the request (error 502), so nothing was done. Try again in a moment.',
  },
  jp: {
    unreachable: '取引所に接続できませんでした。通信環境を確認して、もう一度お試しください。',
    gateway:
      '取引所がリクエストを処理できなかったため（エラー 502）、何も行われていません。しばらくしてからもう一度お試しください。',
  },
} as const;

type Outage = {
  language: keyof typeof WRITE_FAILURES;
  /** The confirmation sheet, open. */
  sheet: Locator;
  confirmLabel: string;
  /** The write's path under /api ("/coin/trade"). */
  writePath: string;
  /** Opens the sheet again from the form, for a screen that closes it when the write fails. */
  reopen: () => Promise<void>;
};

/**
 * Confirms the open sheet three times: with the connection refused, then with a gateway's 502 (for this page
 * alone), then with the exchange answering. After each failure the user reads why in their language and the
 * button comes back (the sheet's, or the form's when the screen closed the sheet). Answers the calls of the write
 * the page made: one per tap, nothing sent twice.
 */
export async function confirmThroughOutage(page: Page, outage: Outage): Promise<string[]> {
  const { sheet, writePath } = outage;
  const texts = WRITE_FAILURES[outage.language];
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api${writePath}`) calls.push(request.method());
  });
  const confirm = sheet.getByRole('button', { name: outage.confirmLabel, exact: true });
  const route = `**/api${writePath}?*`;
  const failOnce = async (answer: Parameters<Page['route']>[1], message: string) => {
    await page.route(route, answer);
    await confirm.click();
    await expectToast(page, message);
    await page.unroute(route);
    if (await sheet.isVisible()) {
      await expect(confirm).toBeEnabled();
      await expect(confirm).not.toHaveAttribute('aria-busy', 'true');
    } else await outage.reopen();
  };
  await failOnce((request) => request.abort('connectionrefused'), texts.unreachable);
  await failOnce((request) => request.fulfill({ status: 502, body: 'Bad Gateway' }), texts.gateway);
  await confirm.click();
  await expect(sheet).toHaveCount(0);
  return calls;
}

/**
 * The outage's writes as the journeys of one language make them: a form's `submit` opens the confirmation sheet
 * named `sheetName`, confirmed through the outage (confirmThroughOutage) with `confirmLabel` unless the sheet has a
 * label of its own, the same button opening the sheet again where the screen closed it. Each answers the calls of
 * the write the page made.
 */
export function submitsThroughOutage(language: Outage['language'], confirmLabel: string) {
  return async (page: Page, submit: Locator, sheetName: string, writePath: string, sheetConfirm = confirmLabel) => {
    await submit.click();
    return confirmThroughOutage(page, {
      language,
      sheet: page.getByRole('dialog', { name: sheetName }),
      confirmLabel: sheetConfirm,
      writePath,
      reopen: () => submit.click(),
    });
  };
}
