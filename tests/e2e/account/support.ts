import type { Locator, Page, Request, Route } from '@playwright/test';
import { isGone } from '../support/routes';
import { TOKEN } from '../support/session';

export { routePath, storedToken, TOKEN } from '../support/session';

/**
 * Opens the app in English (the language every assertion of this folder reads), signed in or not. Written
 * before the app's first load in the tab only: later loads keep what the app stored (a logout, a language).
 */
export async function startInEnglish(page: Page, { signedIn = false }: { signedIn?: boolean } = {}) {
  await page.addInitScript(
    ({ token, signedIn }) => {
      if (sessionStorage.getItem('e2e:account-seeded')) return;
      sessionStorage.setItem('e2e:account-seeded', '1');
      localStorage.setItem('h5Version', '1');
      localStorage.setItem(
        'tradedesk:preferences',
        JSON.stringify({
          state: { language: 'en', fiat: { currency_code: 'JPY', rate: '153', saveTime: 0 } },
          version: 0,
        }),
      );
      if (signedIn)
        localStorage.setItem('tradedesk:session', JSON.stringify({ state: { token, user: null }, version: 0 }));
    },
    { token: TOKEN, signedIn },
  );
}

/** Every matching /api call answers the contract's named example (the mock's `Prefer: example=NAME`). */
export async function preferExample(page: Page, path: string, example: string) {
  await page.route(`**/api${path}?*`, async (route) => {
    try {
      await route.continue({ headers: { ...route.request().headers(), prefer: `example=${example}` } });
    } catch (error) {
      if (!isGone(error)) throw error;
    }
  });
}

/** Every matching /api call answers the mock's named example with its payload (`message`) changed. */
export async function patchExample<T>(page: Page, path: string, example: string, patch: (message: T) => T) {
  await page.route(`**/api${path}?*`, async (route: Route) => {
    try {
      const answer = await route.fetch({ headers: { ...route.request().headers(), prefer: `example=${example}` } });
      const body = (await answer.json()) as { type: string; message: T };
      await route.fulfill({ response: answer, json: { ...body, message: patch(body.message) } });
    } catch (error) {
      if (!isGone(error)) throw error;
    }
  });
}

/** The calls the page makes to one operation of the API, as they happen. */
export function recordCalls(page: Page, path: string): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api${path}`) calls.push(request);
  });
  return calls;
}

/** Waits for the next call to an operation of the API. */
export const nextCall = (page: Page, path: string) =>
  page.waitForRequest((request) => new URL(request.url()).pathname === `/api${path}`);

/** The form fields a call sent. */
export const formOf = (request: Request) => Object.fromEntries(new URLSearchParams(request.postData() ?? ''));

/** The form fields of the call to `path` that a click on `button` makes. */
export async function formSentBy(page: Page, path: string, button: Locator) {
  const call = nextCall(page, path);
  await button.click();
  return formOf(await call);
}

/** The query of the hash route the app shows. */
export const routeSearch = (page: Page) => new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? '');

/** A 1 x 1 PNG picture, for the album pickers. */
export const PICTURE = {
  name: 'qr.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};
