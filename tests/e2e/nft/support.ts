import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';

/**
 * Opens the app in English, signed in as a trader of its own: a well-formed token the sandbox never issued gets
 * a fresh seeded account, so journeys that buy, bid and resell never meet another test's balances or artworks.
 */
export async function startAsNewTrader(page: Page): Promise<string> {
  const token = randomBytes(16).toString('hex');
  await page.addInitScript((token) => {
    if (sessionStorage.getItem('e2e:nft-seeded')) return;
    sessionStorage.setItem('e2e:nft-seeded', '1');
    localStorage.setItem('h5Version', '1');
    localStorage.setItem('tradedesk:session', JSON.stringify({ state: { token, user: null }, version: 0 }));
    localStorage.setItem(
      'tradedesk:preferences',
      JSON.stringify({
        state: { language: 'en', fiat: { currency_code: 'JPY', rate: '153', saveTime: 0 } },
        version: 0,
      }),
    );
  }, token);
  return token;
}

type Artwork = { id: number; code: string; name: string; pay_type: string; currency_name: string };

/** Calls the mock as the trader with this token, through the app's own /api proxy. */
async function call<T>(request: APIRequestContext, token: string, path: string, form?: Record<string, string>) {
  const init = { headers: { Authorization: token }, form };
  const answer = await (form ? request.post(`/api${path}`, init) : request.get(`/api${path}`, init));
  const body = (await answer.json()) as { type: string; message: T };
  if (body.type !== 'ok') throw new Error(`${path}: ${JSON.stringify(body.message)}`);
  return body.message;
}

/** Buys a blind box on sale and opens it, as a trader would have before reselling what came out. */
export async function ownOpenedBox(request: APIRequestContext, token: string): Promise<Artwork> {
  const boxes = await call<Artwork[]>(request, token, '/bind_box/getBoxList?pay_type=3&status=1&limit=20');
  // the last box: the blind-box journey buys the first one at the same time
  const box = boxes[boxes.length - 1];
  await call(request, token, '/bind_box/buyNFT', { code: box.code });
  return call<Artwork>(request, token, '/bind_box/openBlindBox', { code: box.code });
}
