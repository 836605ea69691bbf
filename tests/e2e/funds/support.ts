import type { APIRequestContext, Page } from '@playwright/test';

let accounts = 0;

/**
 * Opens the app in English as a fresh account of the sandbox (a first login creates it, with the seeded balances),
 * so that what a test moves is not touched by tests running beside it on the shared demo account.
 */
export async function signInFresh(page: Page, request: APIRequestContext, language = 'en') {
  accounts += 1;
  const login = `funds${Date.now()}x${process.pid}x${accounts}@example.com`;
  const answer = await request.post('/api/user/login', { form: { user_string: login, password: 'secret123' } });
  const { message: token } = (await answer.json()) as { message: string };
  await page.addInitScript(
    ({ token, language }) => {
      if (sessionStorage.getItem('e2e:funds-seeded')) return;
      sessionStorage.setItem('e2e:funds-seeded', '1');
      localStorage.setItem('h5Version', '1');
      localStorage.setItem('tradedesk:session', JSON.stringify({ state: { token, user: null }, version: 0 }));
      localStorage.setItem(
        'tradedesk:preferences',
        JSON.stringify({ state: { language, fiat: { currency_code: 'JPY', rate: '153', saveTime: 0 } }, version: 0 }),
      );
    },
    { token, language },
  );
  return token;
}
