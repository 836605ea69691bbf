import type { APIRequestContext, Page } from '@playwright/test';
import { signIn } from '../support/session';

let accounts = 0;
/** The login (e-mail address) of the account `signInFresh` made last: where its codes are sent. */
export let lastLogin = '';

/**
 * Opens the app in English as a fresh account of the sandbox (a first login creates it, with the seeded balances),
 * so that what a test moves is not touched by tests running beside it on the shared demo account.
 */
export async function signInFresh(page: Page, request: APIRequestContext, language = 'en') {
  accounts += 1;
  const login = `funds${Date.now()}x${process.pid}x${accounts}@example.com`;
  const answer = await request.post('/api/user/login', { form: { user_string: login, password: 'secret123' } });
  const { message: token } = (await answer.json()) as { message: string };
  await signIn(page, { token, language });
  lastLogin = login;
  return token;
}
