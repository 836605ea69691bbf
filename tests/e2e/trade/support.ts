import { expect, type Page } from '@playwright/test';
import { newToken, signIn } from '../support/session';

/** Pairs of the sandbox's quotation list, one per journey so that parallel journeys never move each other's market. */
export const PAIRS = {
  spot: { currency_id: 4, legal_id: 3, symbol: 'LTC/USDT' },
  futures: { currency_id: 6, legal_id: 3, symbol: 'SOL/USDT' },
  options: { currency_id: 11, legal_id: 3, symbol: 'BNB/USDT' },
  // listed on 2022-01-10 (mock-server/market/catalogue.ts): its yearly bars start in 2022
  chart: { currency_id: 12, legal_id: 3, symbol: 'DOT/USDT', listedYear: 2022 },
} as const;

/**
 * Opens the app in English, signed in with a session token of its own: the sandbox gives a token it never issued a
 * fresh verified account, so each journey starts from the seed's balances whatever the others do.
 */
export async function startTrading(page: Page) {
  const token = newToken();
  await signIn(page, { token, language: 'en' });
  return token;
}

/** Calls a sandbox control (`/__sandbox/...`) of the mock behind the page's app (the proxy passes it on). */
export async function sandbox(page: Page, path: string, body: unknown) {
  const answer = await page.request.post(`/api/__sandbox/${path}`, { data: body });
  expect(answer.ok(), `${path}: ${answer.status()}`).toBe(true);
  return answer.json() as Promise<unknown>;
}

/** Opens a trading page of a pair and waits for its live price. */
export async function openPair(page: Page, path: string, pair: { currency_id: number; legal_id: number }, extra = '') {
  await page.goto(`/#${path}?currency_id=${pair.currency_id}&legal_id=${pair.legal_id}${extra}`);
  await expect(page.getByLabel('Last price')).toHaveText(/\d/);
}

/** The pair's last price on the page, as a number (for choosing test prices only). */
export async function lastPrice(page: Page) {
  return Number((await page.getByLabel('Last price').textContent())!.replace(/,/g, ''));
}

/** A field by its exact label: its inline error is its accessible description. */
export { field } from '../support/fields';
