import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test } from './test';

export const TOKEN = '0123456789abcdef0123456789abcdef';

/** A well-formed token the sandbox never issued: it opens a fresh seeded account of its own, no other test's. */
export const newToken = () => randomBytes(16).toString('hex');

/**
 * Starts the page signed in: the persisted session (zustand persist format), the current storage version and
 * optionally the language and a token of its own (any 32 hex characters: an account no other test uses), written before the app first loads in this tab (later loads keep what the app stored).
 */
export async function signIn(
  page: Page,
  { language, token = TOKEN, popup = false }: { language?: string; token?: string; popup?: boolean } = {},
) {
  await page.addInitScript(
    ({ token, language, popup }) => {
      if (sessionStorage.getItem('e2e:seeded')) return;
      sessionStorage.setItem('e2e:seeded', '1');
      localStorage.setItem('h5Version', '1');
      localStorage.setItem('tradedesk:session', JSON.stringify({ state: { token, user: null }, version: 0 }));
      // the home pop-up announcement (the mock's is 320) is already closed, unless the test is about it
      if (!popup) localStorage.setItem('tradedesk:seen-popups', '[320]');
      if (language)
        localStorage.setItem(
          'tradedesk:preferences',
          JSON.stringify({ state: { language, fiat: { currency_code: 'JPY', rate: '153', saveTime: 0 } }, version: 0 }),
        );
    },
    { token, language, popup },
  );
}

/**
 * Signs each journey of the enclosing describe block in, in `language`, as an account of its own (a new token)
 * before it opens its first page; the holder returned gives the running journey that account's token.
 */
export function signInEachAsNewAccount(language: string): { readonly token: string } {
  const account = { token: '' };
  test.beforeEach(async ({ page }) => {
    account.token = newToken();
    await signIn(page, { token: account.token, language });
  });
  return account;
}

/** The stored session token, or null. */
export const storedToken = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('tradedesk:session');
    return raw ? ((JSON.parse(raw) as { state: { token: string | null } }).state.token ?? null) : null;
  });

/** Path of the hash route the app shows, without the query. */
export const routePath = (page: Page) => new URL(page.url()).hash.replace(/^#/, '').split('?')[0] || '/';

/**
 * Resolves once the page's socket has logged in (the acknowledgement of `login` names the user): pushes to the
 * user reach the page from then on. Call it before the navigation that opens the socket.
 */
export const socketLogin = (page: Page) =>
  new Promise<void>((resolve) =>
    page.on('websocket', (socket) =>
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"user_id"')) resolve();
      }),
    ),
  );
