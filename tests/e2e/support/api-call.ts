import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Calls the mock as the account of `token` through the app's /api proxy, as the app would, and gives the answer's
 * `message`; a business error fails the test. Journeys use it to set up what the screen under test then shows.
 */
export async function callAs<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  form?: Record<string, string | number>,
): Promise<T> {
  const init = { headers: { Authorization: token }, params: { lang: 'en' } };
  const answer =
    method === 'GET'
      ? await request.get(`/api${path}`, { ...init, params: { ...init.params, ...form } })
      : await request.post(`/api${path}`, { ...init, form });
  const body = (await answer.json()) as { type: string; message: T };
  expect(body.type, `${path}: ${JSON.stringify(body.message)}`).toBe('ok');
  return body.message;
}
