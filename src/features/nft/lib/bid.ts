import Big from 'big.js';

type Auction = { price: string; per_increase: string; top_price?: string; bid_count?: number };

/**
 * The lowest bid the auction takes now: the starting price before the first bid, then the current bid plus the
 * per-bid increase (the server refuses anything lower with "bid must be higher than current").
 */
export function minimumBid({ price, per_increase, top_price, bid_count }: Auction): Big {
  const top = new Big(top_price || '0');
  const current = top.gt(0) ? top : bid_count ? new Big(price) : null;
  return current ? current.plus(per_increase || '0') : new Big(price);
}

/** The current bid to show: the top bid, or the starting price before any. */
export const currentBid = ({ price, top_price }: Auction) =>
  top_price && new Big(top_price).gt(0) ? top_price : price;
