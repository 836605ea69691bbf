/**
 * The NFT market. Artworks (the contract's written ones, a few more and a series of blind boxes) sell at a fixed
 * price, by auction or as blind boxes, on the mock's clock, paid from the spot account in the artwork's coin.
 * - Buying a fixed-price artwork or a box makes it mine, with a paid order among my purchases; a resale of mine pays
 *   me when someone buys it.
 * - An auction needs its margin paid (frozen) before a bid; a bid must beat the current bid by the raise (the
 *   artwork's price stays the starting price, the top bid is the current one). When the
 *   auction ends, the losers' margins come back and the winner has one day to pay the winning bid (then the margin
 *   is released and the artwork is theirs); past the day the margin is forfeited and the artwork is free again.
 * - A box I hold opens into an artwork drawn from its pool (a rarity and a cover seeded from its code).
 * - A resale puts an artwork I hold back on the market at a fixed price or by auction; it cannot be withdrawn.
 * - The market lists by sale mode, state and coin; an auction's detail tells the caller the top bid, the number of
 *   bids, whether their margin is paid and whether they lead.
 * - Works' names and descriptions and artists' introductions are read in the reader's language
 *   (mock-server/content/<lang>/nft.json); artists' nicknames are names and stay as they are.
 */
import type { Domain } from '../../domain.ts';
import { auctionHandlers, auctionsDue } from './auctions.ts';
import { browsingHandlers } from './browsing.ts';
import { ownershipHandlers } from './ownership.ts';

export const nftDomain: Domain = {
  name: 'nft',
  handlers: { ...browsingHandlers, ...auctionHandlers, ...ownershipHandlers },
  due: auctionsDue,
};
