/**
 * NFT auctions: the margin paid (frozen) before a bid, bids that must beat the current one by the raise, and what
 * falls due at the auction's end (the losers' margins back, an order for the winner) and at the end of the day the
 * winner had to pay (the margin forfeited, the artwork free again).
 */
import Big from 'big.js';
import type { Domain, DueEvent, HandlerContext, SandboxTools } from '../../domain.ts';
import { refuse } from '../../errors.ts';
import { languageOrJapanese } from '../../messages.ts';
import { available, frozen } from '../../money/wallets.ts';
import type { UserState } from '../../state/types.ts';
import {
  type Artwork,
  DAY,
  type Margin,
  type PendingOrder,
  artworkOf,
  market,
  saleStatus,
  textOf,
} from './catalogue.ts';
import { bidRow, pendingOrderRow } from './rows.ts';

/** The artwork of the call's `code` when it is an auction taking bids now; refused otherwise. */
function auctionOnSale(context: HandlerContext<'payNftAuctionMargin' | 'placeNftBid'>): Artwork {
  const artwork = artworkOf(context, context.params.code);
  if (artwork.payType !== '2' || saleStatus(artwork, context.now) !== 1) refuse('notOnSale');
  return artwork;
}

function heldMargin(state: ReturnType<typeof market>, artwork: Artwork, user: UserState): Margin | undefined {
  return state.margins.find(
    (margin) => margin.code === artwork.code && margin.user === user.id && margin.status === 'held',
  );
}

export function releaseMargin(tools: SandboxTools, margin: Margin): void {
  const user = tools.state.users[margin.user];
  tools.wallets.move(user, frozen('change'), available('change'), {
    currencyId: margin.currencyId,
    amount: margin.amount,
    reason: 'nft_margin_return',
    memo: `#${margin.id}`,
  });
  margin.status = 'released';
}

/** After an auction's end: margins back to the losers, an order for the winner (or the artwork off sale). */
function endAuction(tools: SandboxTools, artwork: Artwork): void {
  const state = market(tools);
  artwork.settled = true;
  const bids = state.bids.filter((bid) => bid.code === artwork.code);
  const winning = bids.find((bid) => bid.status === 1);
  for (const margin of state.margins.filter(
    (candidate) => candidate.code === artwork.code && candidate.status === 'held',
  ))
    if (margin.user !== winning?.buyer) releaseMargin(tools, margin);
  if (!winning) {
    // off the market, and no longer a resale in progress: its owner may put it up again
    Object.assign(artwork, { forSale: false, resale: false });
    return;
  }
  winning.status = 2;
  const end = artwork.end!;
  const order: PendingOrder = {
    id: tools.nextId('nft-order', 400),
    code: artwork.code,
    bidId: winning.id,
    user: winning.buyer,
    payType: '2',
    price: winning.price,
    currencyId: artwork.currencyId,
    created: end,
    overtime: end + DAY,
    read: false,
    expired: false,
  };
  state.orders.push(order);
  artwork.lockedBy = order.id;
  const winner = tools.state.users[order.user];
  if (winner)
    tools.push(winner, 'nft_auction_won', {
      type: 'nft_auction_won',
      to: winner.id,
      // in the winner's language, whoever's action closed the auction
      data: pendingOrderRow({ ...tools, lang: languageOrJapanese(winner.lang) }, order),
      time: tools.now,
    });
}

/**
 * A won auction not paid within the day: the margin is forfeited to the exchange, the artwork stays its owner's,
 * off the market and free to be put up again (it stayed a resale in progress, which no resale could replace).
 */
function expireOrder(tools: SandboxTools, order: PendingOrder): void {
  const state = market(tools);
  order.expired = true;
  const margin = state.margins.find(
    (candidate) => candidate.code === order.code && candidate.user === order.user && candidate.status === 'held',
  );
  if (margin) {
    tools.wallets.exchange(tools.state.users[order.user], frozen('change'), {
      currencyId: margin.currencyId,
      amount: new Big(margin.amount).times(-1),
      reason: 'nft_margin_forfeit',
      memo: `#${margin.id}`,
    });
    margin.status = 'forfeited';
  }
  const bid = state.bids.find((candidate) => candidate.id === order.bidId);
  if (bid) bid.expired = true;
  const artwork = artworkOf(tools, order.code);
  Object.assign(artwork, { lockedBy: undefined, forSale: false, resale: false });
}

export const auctionHandlers: Domain['handlers'] = {
  payNftAuctionMargin: (context) => {
    const { user } = context;
    const artwork = auctionOnSale(context);
    const state = market(context);
    if (heldMargin(state, artwork, user)) refuse('marginPaid');
    const margin: Margin = {
      id: context.nextId('nft-margin', 2200),
      code: artwork.code,
      user: user.id,
      amount: artwork.margin,
      currencyId: artwork.currencyId,
      status: 'held',
    };
    context.wallets.move(user, available('change'), frozen('change'), {
      currencyId: artwork.currencyId,
      amount: artwork.margin,
      reason: 'nft_margin',
      memo: `#${margin.id}`,
    });
    state.margins.push(margin);
    return context.text('done');
  },
  placeNftBid: (context) => {
    const { user, now } = context;
    const artwork = auctionOnSale(context);
    const state = market(context);
    const margin = heldMargin(state, artwork, user);
    if (!margin) refuse('marginFirst');
    const bids = state.bids.filter((bid) => bid.code === artwork.code);
    const price = new Big(context.params.price);
    // the current bid is this auction's leading one (bids of an earlier sale of the artwork have ended)
    const current = bids.find((bid) => bid.status === 1);
    const least = current ? new Big(current.price).plus(artwork.perIncrease) : new Big(artwork.price);
    if (price.lt(least) || (current && price.lte(current.price))) refuse('bidTooLow');
    for (const bid of bids) {
      if (bid.status !== 1) continue;
      bid.status = 0;
      const outbid = context.state.users[bid.buyer];
      if (outbid && outbid.id !== user.id)
        context.push(outbid, 'nft_outbid', {
          type: 'nft_outbid',
          to: outbid.id,
          code: artwork.code,
          // in the outbid bidder's language, not the new bidder's
          nft_name: textOf({ ...context, lang: languageOrJapanese(outbid.lang) }, artwork).name,
          nft_image: artwork.image,
          currency_name: context.market.coin(artwork.currencyId)!.name,
          price: price.toFixed(2),
          my_price: new Big(bid.price).toFixed(2),
          time: now,
        });
    }
    state.bids.push({
      id: context.nextId('nft-bid', 5000),
      marginId: margin.id,
      code: artwork.code,
      buyer: user.id,
      price: price.toFixed(),
      created: now,
      status: 1,
      expired: false,
    });
    artwork.updated = now;
    return context.text('done');
  },
  listNftBids: (context) => {
    const artwork = artworkOf(context, context.params.code);
    // public: bidders are named, never identified; `is_mine` marks the caller's own bids
    return market(context)
      .bids.filter((bid) => bid.code === artwork.code)
      .sort((a, b) => b.created - a.created || b.id - a.id)
      .slice(0, 10)
      .map((bid) => {
        const { buyer_id: buyer, margin_log_id: _margin, ...row } = bidRow(context, bid);
        return { ...row, is_mine: buyer === context.user?.id };
      });
  },
  listMyNftBids: (context) => {
    const { page } = context.params;
    const mine = market(context)
      .bids.filter((bid) => bid.buyer === context.user.id)
      .sort((a, b) => b.created - a.created || b.id - a.id);
    return {
      code: 0,
      data: mine.slice((page - 1) * 10, page * 10).map((bid) => bidRow(context, bid)),
      count: mine.length,
    };
  },
};

// auctions that end and won auctions left unpaid, each at its own instant (the end, the day to pay run out),
// whoever's request or step sees them first: the margins move and the messages leave dated then
export const auctionsDue: NonNullable<Domain['due']> = (context) => {
  if (!context.state.shared.nft) return [];
  const state = market(context);
  const events: DueEvent[] = [];
  for (const artwork of state.artworks)
    if (artwork.payType === '2' && artwork.forSale && !artwork.settled && artwork.end !== null)
      events.push({ at: artwork.end, run: (tools) => endAuction(tools, artwork) });
  for (const order of state.orders)
    if (!order.paidAt && !order.expired)
      // unpaid once its deadline has passed
      events.push({ at: order.overtime + 1, run: (tools) => expireOrder(tools, order) });
  return events;
};
