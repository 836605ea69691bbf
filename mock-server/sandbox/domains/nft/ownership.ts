/**
 * Owning NFTs: buying at a fixed price or a box, my artworks, opening a box, a resale of mine, and my orders (a won
 * auction's paid within its day, the margin then released).
 */
import Big from 'big.js';
import { createRandom } from '../../../market/random.ts';
import { contentOf } from '../../content.ts';
import type { Domain, SandboxTools } from '../../domain.ts';
import { refuse } from '../../errors.ts';
import { parseDateTimeText } from '../../format.ts';
import { available, type MoneyReason } from '../../money/wallets.ts';
import { hashText } from '../../sandbox.ts';
import type { UserState } from '../../state/types.ts';
import { releaseMargin } from './auctions.ts';
import { type Artwork, MOTIFS, type PendingOrder, artworkOf, market, saleStatus } from './catalogue.ts';
import { ownedRow, pendingOrderRow } from './rows.ts';

/** Money of the market moves between the user and the exchange on the spot account of the artwork's coin. */
const pay = (
  tools: SandboxTools,
  user: UserState,
  currencyId: number,
  amount: Big.BigSource,
  reason: MoneyReason,
  memo: string,
) => tools.wallets.exchange(user, available('change'), { currencyId, amount: new Big(amount).times(-1), reason, memo });

/** The seller of a resale is paid what the buyer paid. */
function paySeller(tools: SandboxTools, artwork: Artwork, amount: Big.BigSource): void {
  const seller = tools.state.users[artwork.owner];
  if (seller)
    tools.wallets.exchange(seller, available('change'), {
      currencyId: artwork.currencyId,
      amount,
      reason: 'nft_sale',
      memo: artwork.name,
    });
}

export const ownershipHandlers: Domain['handlers'] = {
  buyNftArtwork: (context) => {
    const { user, now } = context;
    const artwork = artworkOf(context, context.params.code);
    if (artwork.payType === '2' || saleStatus(artwork, now) !== 1 || artwork.lockedBy !== undefined)
      refuse('notOnSale');
    if (artwork.owner === user.id) refuse('notOnSale');
    context.wallets.ensure(user, artwork.currencyId, available('change'), artwork.price);
    pay(context, user, artwork.currencyId, artwork.price, 'nft_buy', artwork.name);
    if (artwork.resale) paySeller(context, artwork, artwork.price);
    // paid at once: the purchase is listed among the buyer's orders, already paid
    market(context).orders.push({
      id: context.nextId('nft-order', 400),
      code: artwork.code,
      user: user.id,
      payType: artwork.payType,
      price: artwork.price,
      currencyId: artwork.currencyId,
      created: now,
      overtime: now,
      read: true,
      paidAt: now,
      expired: false,
    });
    Object.assign(artwork, { owner: user.id, forSale: false, resale: false, updated: now });
    return context.text('done');
  },
  listMyNfts: (context) =>
    market(context)
      .artworks.filter((artwork) => artwork.owner === context.user.id)
      .sort((a, b) => b.updated - a.updated)
      .map((artwork) => ownedRow(context, artwork)),
  openNftBlindBox: (context) => {
    const artwork = artworkOf(context, context.params.code);
    if (artwork.owner !== context.user.id || artwork.payType !== '3' || artwork.boxPool === 0) refuse('notFound');
    if (artwork.opened) refuse('boxOpened');
    const random = createRandom(hashText(`${context.state.seed}:box:${artwork.code}`));
    const draw = random.next();
    // the draws keep their order: the same seed opens the same artwork
    const rarity = draw < 0.55 ? 'N' : draw < 0.85 ? 'R' : draw < 0.97 ? 'SR' : 'SSR';
    const image = `/upload/art/${random.int(1, 8)}.svg`;
    const motif = random.pick(MOTIFS);
    Object.assign(artwork, {
      opened: true,
      rarity,
      image,
      name: `${artwork.name.replace('Mystery Box', 'Season')} · ${contentOf('nft', 'en').motifs[motif]}`,
      text: { work: 'opened', number: artwork.text?.number, motif },
      updated: context.now,
    });
    return ownedRow(context, artwork);
  },
  resellNftArtwork: (context) => {
    const { params, now } = context;
    const artwork = artworkOf(context, params.code);
    if (artwork.owner !== context.user.id) refuse('notFound');
    if ((artwork.boxPool > 0 && !artwork.opened) || artwork.lockedBy !== undefined || artwork.resale)
      refuse('notOnSale');
    const auction = params.type === 'auction';
    const time = (text: string | undefined) => (text === undefined ? undefined : parseDateTimeText(text));
    const [start, end] = [time(params.start_time), time(params.end_time)];
    if (auction && (!params.add_price || start === undefined || end === undefined))
      refuse('parameterError', { field: 'add_price' });
    if (end !== undefined && (end <= (start ?? now) || end <= now)) refuse('endBeforeStart');
    Object.assign(artwork, {
      payType: auction ? '2' : '1',
      forSale: true,
      price: new Big(params.price).toFixed(),
      perIncrease: auction ? new Big(params.add_price).toFixed() : '0',
      margin: auction ? new Big(params.price).div(10).toFixed() : '0',
      start: start ?? now,
      end: end ?? null,
      resale: true,
      settled: false,
      updated: now,
    });
    return context.text('done');
  },
  listNftOrdersAwaitingPayment: (context) =>
    market(context)
      .orders.filter((order) => order.user === context.user.id && !order.paidAt && !order.expired)
      .map((order) => pendingOrderRow(context, order)),
  listMyNftOrders: (context) => {
    const { params } = context;
    const { page, limit } = params;
    const stateOf = (order: PendingOrder) => (order.paidAt ? 1 : order.expired ? 2 : 0);
    return market(context)
      .orders.filter(
        (order) => order.user === context.user.id && (params.status === undefined || stateOf(order) === params.status),
      )
      .sort((a, b) => b.created - a.created || b.id - a.id)
      .slice((page - 1) * limit, page * limit)
      .map((order) => pendingOrderRow(context, order));
  },
  markNftOrderMessageRead: (context) => {
    const order = market(context).orders.find(
      (candidate) => candidate.id === context.params.id && candidate.user === context.user.id,
    );
    if (!order) refuse('notFound');
    order.read = true;
    return context.text('done');
  },
  payNftOrder: (context) => {
    const { user, now } = context;
    const state = market(context);
    const order = state.orders.find((candidate) => candidate.id === context.params.id && candidate.user === user.id);
    if (!order) refuse('notFound');
    if (order.paidAt) refuse('orderPaid');
    if (order.expired || now > order.overtime) refuse('paymentExpired');
    const artwork = artworkOf(context, order.code);
    context.wallets.ensure(user, order.currencyId, available('change'), order.price);
    pay(context, user, order.currencyId, order.price, 'nft_pay', artwork.name);
    if (artwork.resale) paySeller(context, artwork, order.price);
    const margin = state.margins.find(
      (candidate) => candidate.code === order.code && candidate.user === user.id && candidate.status === 'held',
    );
    if (margin) releaseMargin(context, margin);
    order.paidAt = now;
    Object.assign(artwork, { owner: user.id, forSale: false, resale: false, lockedBy: undefined, updated: now });
    return context.text('done');
  },
};
