import type { Page } from '@playwright/test';

export const TOKEN = '0123456789abcdef0123456789abcdef';

/**
 * Starts the page signed in: the persisted session (zustand persist format), the current storage version and
 * optionally the language, written before the app first loads in this tab (later loads keep what the app stored).
 */
export async function signIn(page: Page, { language, token = TOKEN }: { language?: string; token?: string } = {}) {
  await page.addInitScript(
    ({ token, language }) => {
      if (sessionStorage.getItem('e2e:seeded')) return;
      sessionStorage.setItem('e2e:seeded', '1');
      localStorage.setItem('h5Version', '1');
      localStorage.setItem('tradedesk:session', JSON.stringify({ state: { token, user: null }, version: 0 }));
      if (language)
        localStorage.setItem(
          'tradedesk:preferences',
          JSON.stringify({ state: { language, fiat: { currency_code: 'JPY', rate: '153', saveTime: 0 } }, version: 0 }),
        );
    },
    { token, language },
  );
}

/** The stored session token, or null. */
export const storedToken = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('tradedesk:session');
    return raw ? ((JSON.parse(raw) as { state: { token: string | null } }).state.token ?? null) : null;
  });

/** Path of the hash route the app shows, without the query. */
export const routePath = (page: Page) => new URL(page.url()).hash.replace(/^#/, '').split('?')[0] || '/';
