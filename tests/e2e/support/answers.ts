/**
 * The body of a call the page makes, read once its request has finished. A response is announced when its
 * headers arrive; a query the app cancels or replaces after that never gets its body, and reading it then fails
 * ("No data found for resource"), sooner on a slow machine. A request that finished has its body whole.
 */
import type { Page, Request } from '@playwright/test';

/** The first call matching `matches` that finishes from now on: its URL and its parsed JSON answer. */
export async function finishedAnswer<T>(page: Page, matches: (request: Request) => boolean) {
  const request = await page.waitForEvent('requestfinished', { predicate: matches, timeout: 0 });
  const response = await request.response();
  if (!response) throw new Error(`${request.url()} finished without an answer`);
  return { url: request.url(), body: (await response.json()) as T };
}
