/**
 * The NFT market's rows as the contract writes them: the marketplace's, mine, a bid's, an auction's state for the
 * caller and a won auction's order.
 */
import Big from 'big.js';
import type { NftPendingOrder } from '../../../gen/socket/schemas.ts';
import type { Contract, SandboxTools } from '../../domain.ts';
import { dateTimeText } from '../../format.ts';
import type { UserState } from '../../state/types.ts';
import {
  type Artwork,
  type Bid,
  DAY,
  type PendingOrder,
  artworkOf,
  introductionOf,
  market,
  nftOf,
  person,
  saleStatus,
  textOf,
} from './catalogue.ts';

/** What the marketplace's rows and my artworks' rows share. */
function baseRow(
  tools: SandboxTools,
  artwork: Artwork,
): Omit<Contract.NftArtwork, 'author_id' | 'author_avatar' | 'collect'> {
  const author = person(tools, artwork.author);
  const text = textOf(tools, artwork);
  const artist = market(tools).artists.find((candidate) => candidate.id === artwork.author);
  return {
    id: artwork.id,
    code: artwork.code,
    type: artwork.type,
    currency_id: artwork.currencyId,
    currency_name: tools.market.coin(artwork.currencyId)!.name,
    name: text.name,
    price: new Big(artwork.price).toFixed(2),
    image: artwork.image,
    ...(artwork.mediaUrl ? { media_url: artwork.mediaUrl } : {}),
    description: text.description,
    author_description: artist ? introductionOf(tools, artist) : '',
    author: artwork.author,
    owner: artwork.owner,
    status: saleStatus(artwork, tools.now),
    start_time: dateTimeText(artwork.start),
    end_time: dateTimeText(artwork.end ?? artwork.start + 365 * DAY),
    created: dateTimeText(artwork.created),
    updated: dateTimeText(artwork.updated),
    pay_type: artwork.payType,
    per_increase: artwork.perIncrease,
    chain: artwork.chain,
    rarity: artwork.rarity,
    margin: artwork.margin,
    rarity_house_id: artwork.boxPool,
    rarity_status: artwork.opened ? '1' : '0',
    resell_nft_status: artwork.resale && saleStatus(artwork, tools.now) === 1 ? 1 : 0,
    lock_order: artwork.lockedBy !== undefined ? '1' : '0',
    author_name: author.name,
  };
}

/** The marketplace's row (NftArtwork). */
export function listRow(tools: SandboxTools, artwork: Artwork, user: UserState | undefined): Contract.NftArtwork {
  return {
    ...baseRow(tools, artwork),
    author_id: artwork.author,
    author_avatar: person(tools, artwork.author).avatar,
    collect: !!user && nftOf(user).collected.includes(artwork.code),
  };
}

/** An artwork I hold (NftOwnedArtwork). */
export const ownedRow = (tools: SandboxTools, artwork: Artwork): Contract.NftOwnedArtwork => ({
  ...baseRow(tools, artwork),
  head_portrait: person(tools, artwork.author).avatar,
});

export function bidRow(tools: SandboxTools, bid: Bid): Contract.NftBid {
  const artwork = artworkOf(tools, bid.code);
  const buyer = person(tools, bid.buyer);
  return {
    id: bid.id,
    margin_log_id: bid.marginId,
    code: bid.code,
    buyer_id: bid.buyer,
    status: bid.status,
    price: new Big(bid.price).toFixed(2),
    currency_id: artwork.currencyId,
    is_expired: bid.expired ? '1' : '0',
    created: dateTimeText(bid.created),
    head_portrait: buyer.avatar,
    currency_name: tools.market.coin(artwork.currencyId)!.name,
    nick_name: buyer.name,
    nft_name: textOf(tools, artwork).name,
    nft_image: artwork.image,
  };
}

/** The caller's view of an auction: the top bid ("0" before any), how many, margin paid, leading. */
export function auctionState(tools: SandboxTools, artwork: Artwork, user: UserState | undefined) {
  const state = market(tools);
  // bids of an earlier sale of the same artwork (before a resale) are not this auction's
  const bids = state.bids.filter((bid) => bid.code === artwork.code && bid.created >= artwork.start);
  const top = bids.find((bid) => bid.status === 1);
  return {
    top_price: top ? new Big(top.price).toFixed(2) : '0',
    bid_count: bids.length,
    is_margin_paid:
      !!user &&
      state.margins.some(
        (margin) => margin.code === artwork.code && margin.user === user.id && margin.status === 'held',
      ),
    is_leading: !!user && top?.buyer === user.id,
  };
}

/** A won auction's order (NftPendingOrder). */
export function pendingOrderRow(tools: SandboxTools, order: PendingOrder): NftPendingOrder {
  const artwork = artworkOf(tools, order.code);
  return {
    id: order.id,
    code: order.code,
    quotrtion_log_id: order.bidId ?? null,
    user_id: order.user,
    currency_id: order.currencyId,
    is_read: order.read ? 1 : 0,
    is_pay: order.paidAt ? 1 : 0,
    is_expired: order.expired ? 1 : 0,
    overtime: dateTimeText(order.overtime),
    created: dateTimeText(order.created),
    pay_time: order.paidAt === undefined ? null : dateTimeText(order.paidAt),
    currency_name: tools.market.coin(order.currencyId)!.name,
    image: artwork.image,
    end_time: dateTimeText(order.created),
    name: textOf(tools, artwork).name,
    price: new Big(order.price).toFixed(2),
    pay_type: order.payType ?? '2',
  };
}
