import type { APIRequestContext, Page } from '@playwright/test';
import { mockNow } from '../support/mock-clock';
import { newToken, signIn } from '../support/session';

/**
 * Opens the app in English, signed in as a trader of its own: a well-formed token the sandbox never issued gets
 * a fresh seeded account, so journeys that buy, bid and resell never meet another test's balances or artworks.
 */
export async function startAsNewTrader(page: Page): Promise<string> {
  const token = newToken();
  await signIn(page, { token, language: 'en' });
  return token;
}

type Artwork = { id: number; code: string; name: string; pay_type: string; currency_name: string };

/**
 * Calls the mock as the trader with this token, through the app's own /api proxy, in English as the journeys'
 * app is (the mock answers names and texts in the request's language).
 */
export async function call<T>(request: APIRequestContext, token: string, path: string, form?: Record<string, string>) {
  const init = { headers: { Authorization: token }, form, params: { lang: 'en' } };
  const answer = await (form ? request.post(`/api${path}`, init) : request.get(`/api${path}`, init));
  const body = (await answer.json()) as { type: string; message: T };
  if (body.type !== 'ok') throw new Error(`${path}: ${JSON.stringify(body.message)}`);
  return body.message;
}

/** How many times a journey reads the boxes on sale again when another bought the one it chose. */
const BOX_ATTEMPTS = 24;

/** A new account's token, for a second trader acting through the API alone. */
export { newToken };

/** A time as the API writes it, "Y-m-d H:i:s" in UTC. */
const apiTime = (time: number) => new Date(time).toISOString().slice(0, 19).replace('T', ' ');

/**
 * An auction no other journey bids in: a new seller resells what their blind box held, by auction from `price` in
 * steps of `step`, ending `endsInMs` from now on the mock's clock, all through the API. The catalogue's own auctions
 * are bid in by every journey running beside this one.
 */
export async function ownAuction(
  request: APIRequestContext,
  { price, step, endsInMs }: { price: string; step: string; endsInMs: number },
) {
  const seller = newToken();
  const artwork = await ownOpenedBox(request, seller);
  // the sale window is on the mock's clock, which another journey may have moved forward
  const now = await mockNow(request);
  await call(request, seller, '/bind_box/resellNFT', {
    code: artwork.code,
    type: 'auction',
    price,
    add_price: step,
    start_time: apiTime(now - 1000),
    end_time: apiTime(now + endsInMs),
  });
  return artwork;
}

/** An auction of its own that `bidder` leads: the bidder pays the margin and bids the starting price, 20 USDT. */
export async function auctionLedBy(request: APIRequestContext, bidder: string, endsInMs: number) {
  const artwork = await ownAuction(request, { price: '20', step: '1', endsInMs });
  await call(request, bidder, '/bind_box/marginNFT', { code: artwork.code });
  await call(request, bidder, '/bind_box/auctionNFT', { code: artwork.code, price: '20' });
  return artwork;
}

/**
 * An artwork on sale at a fixed `price` that no other journey can buy first: a new seller opens a blind box of
 * their own and resells what came out, all through the API. The catalogue's own artworks are shared by every
 * journey running beside this one.
 */
export async function fixedPriceResale(request: APIRequestContext, price: string) {
  const seller = newToken();
  const artwork = await ownOpenedBox(request, seller);
  await call(request, seller, '/bind_box/resellNFT', { code: artwork.code, type: 'normal', price });
  return artwork;
}

/**
 * Buys a blind box on sale and opens it, as a trader would have before reselling what came out. It takes the last
 * box listed (the blind-box journey buys the first), reading the list again before each purchase: a box another
 * journey bought, opened and resold since an earlier reading is on sale again at a fixed price, and buying it would
 * take that journey's artwork (and could not be opened).
 */
export async function ownOpenedBox(request: APIRequestContext, token: string): Promise<Artwork> {
  for (let attempt = 0; attempt < BOX_ATTEMPTS; attempt++) {
    const boxes = await call<Artwork[]>(request, token, '/bind_box/getBoxList?pay_type=3&status=1&limit=20');
    const box = boxes.at(-1);
    if (!box) break;
    try {
      await call(request, token, '/bind_box/buyNFT', { code: box.code });
    } catch {
      // another journey bought it between the reading and the purchase: read again
      continue;
    }
    return call<Artwork>(request, token, '/bind_box/openBlindBox', { code: box.code });
  }
  throw new Error('no blind box left on sale');
}
