/**
 * The NFT market against the running sandbox: a fixed-price purchase, an auction with its margin, bids and the
 * winner's payment, a blind box opened then resold (the seller paid), favourites.
 */
import { describe, expect, it } from 'vitest';
import { balancesOf } from './balances.ts';
import { instantOfText, useSandbox, type Session } from './harness.ts';
import { USDT } from './coins.ts';

const sandbox = useSandbox({ ticksPerSecond: 0.001 });

describe('NFT market', () => {
  const artworks = (session: Session) => session.call((api) => api.listNftArtworks({ limit: 20 }));

  it('filters by sale mode and state, and tells the caller where an auction stands', async () => {
    const [alice, bob] = [await sandbox.session(), await sandbox.session()];
    const auctions = await alice.call((api) => api.listNftArtworks({ pay_type: 2, limit: 20 }));
    expect(auctions.length).toBeGreaterThan(0);
    expect(auctions.every((artwork) => artwork.pay_type === '2')).toBe(true);
    const boxes = await alice.call((api) => api.listNftArtworks({ pay_type: 3, status: 1, limit: 20 }));
    expect(boxes.every((artwork) => artwork.pay_type === '3' && artwork.status === 1)).toBe(true);
    expect(await alice.call((api) => api.listNftArtworks({ status: 2, limit: 20 }))).toEqual([]);

    const auction = auctions.find((artwork) => artwork.name !== 'Genesis Cube #3')!;
    const detail = (session: Session) => session.call((api) => api.getNftArtworkDetail({ id: auction.id }));
    expect(await detail(alice)).toMatchObject({
      top_price: '0',
      bid_count: 0,
      is_margin_paid: false,
      is_leading: false,
    });
    await alice.call((api) => api.payNftAuctionMargin({ code: auction.code }));
    await alice.call((api) => api.placeNftBid({ code: auction.code, price: auction.price }));
    expect(await detail(alice)).toMatchObject({
      top_price: auction.price,
      bid_count: 1,
      is_margin_paid: true,
      is_leading: true,
    });
    expect(await detail(bob)).toMatchObject({
      top_price: auction.price,
      bid_count: 1,
      is_margin_paid: false,
      is_leading: false,
    });
  });

  it('lists the artists a page at a time', async () => {
    const visitor = await sandbox.session();
    const all = await visitor.call((api) => api.listNftArtists({ limit: 10 }));
    expect(all.length).toBeGreaterThan(1);
    const pages = [1, 2].map((page) => visitor.call((api) => api.listNftArtists({ page, limit: 1 })));
    expect((await Promise.all(pages)).flat()).toEqual(all.slice(0, 2));
  });

  it('buys a fixed-price artwork: the price is paid, the artwork is mine, off the market and among my paid orders', async () => {
    const buyer = await sandbox.session();
    const koi = (await artworks(buyer)).find((artwork) => artwork.name === 'Neon Koi #12')!;
    expect(koi).toMatchObject({ pay_type: '1', status: 1, currency_name: 'USDT' });
    const before = await balancesOf(buyer);
    await buyer.call((api) => api.buyNftArtwork({ code: koi.code }));
    expect((await balancesOf(buyer)).change[USDT].balance.toFixed()).toBe(
      before.change[USDT].balance.minus(koi.price).toFixed(),
    );
    expect((await buyer.call((api) => api.listMyNfts())).map((artwork) => artwork.code)).toContain(koi.code);
    expect((await artworks(buyer)).some((artwork) => artwork.code === koi.code)).toBe(false);
    const paid = await buyer.call((api) => api.listMyNftOrders({ status: 1 }));
    expect(paid).toEqual([
      expect.objectContaining({ code: koi.code, price: koi.price, is_pay: 1, pay_type: '1', quotrtion_log_id: null }),
    ]);
    expect(await buyer.call((api) => api.listNftOrdersAwaitingPayment())).toEqual([]);
    const other = await sandbox.session();
    await expect(other.call((api) => api.buyNftArtwork({ code: koi.code }))).rejects.toMatchObject({
      message: 'The item is not on sale or has ended',
    });
  });

  it('an auction: margin first, bids must beat the current bid, the winner pays within the day', async () => {
    const [alice, bob] = [await sandbox.session(), await sandbox.session()];
    const cube = (await artworks(alice)).find((artwork) => artwork.name === 'Genesis Cube #3')!;
    expect(cube).toMatchObject({ pay_type: '2', price: '300.00', per_increase: '10', margin: '30' });
    await expect(alice.call((api) => api.placeNftBid({ code: cube.code, price: '320' }))).rejects.toMatchObject({
      message: 'Please pay the auction margin first',
    });
    const aliceBefore = await balancesOf(alice);
    const bobBefore = await balancesOf(bob);
    for (const bidder of [alice, bob]) await bidder.call((api) => api.payNftAuctionMargin({ code: cube.code }));
    expect((await balancesOf(alice)).change[USDT].lock.toFixed()).toBe(
      aliceBefore.change[USDT].lock.plus(30).toFixed(),
    );
    await alice.call((api) => api.placeNftBid({ code: cube.code, price: '320' }));
    await expect(bob.call((api) => api.placeNftBid({ code: cube.code, price: '325' }))).rejects.toMatchObject({
      message: 'The bid must be higher than the current bid',
    });
    await bob.call((api) => api.placeNftBid({ code: cube.code, price: '335' }));
    // the starting price stays what it was; the current bid is the top one
    expect(await bob.call((api) => api.getNftArtworkDetail({ id: cube.id! }))).toMatchObject({
      price: '300.00',
      top_price: '335.00',
      bid_count: 2,
    });
    await expect(alice.call((api) => api.placeNftBid({ code: cube.code, price: '340' }))).rejects.toMatchObject({
      message: 'The bid must be higher than the current bid',
    });
    const bids = await bob.call((api) => api.listNftBids({ code: cube.code }));
    expect(bids.map((bid) => [bid.price, bid.status])).toEqual([
      ['335.00', 1],
      ['320.00', 0],
    ]);

    // the auction ends: Alice's margin comes back, Bob has a day to pay 335
    const end = instantOfText((await bob.call((api) => api.getNftArtworkDetail({ id: cube.id! }))).end_time);
    await sandbox.control.advance(end - (await sandbox.control.stats()).clock.now + 1000);
    expect((await balancesOf(alice)).change[USDT].toString()).toBe(aliceBefore.change[USDT].toString());
    const [order] = await bob.call((api) => api.listNftOrdersAwaitingPayment());
    expect(order).toMatchObject({ code: cube.code, price: '335.00', is_pay: 0, is_read: 0 });
    await bob.call((api) => api.markNftOrderMessageRead({ id: order.id }));
    await bob.call((api) => api.payNftOrder({ id: order.id }));
    const bobAfter = await balancesOf(bob);
    expect(bobAfter.change[USDT].balance.toFixed()).toBe(bobBefore.change[USDT].balance.minus(335).toFixed());
    expect(bobAfter.change[USDT].lock.toFixed()).toBe(bobBefore.change[USDT].lock.toFixed());
    expect((await bob.call((api) => api.listMyNfts())).map((artwork) => artwork.code)).toContain(cube.code);
    await expect(bob.call((api) => api.payNftOrder({ id: order.id }))).rejects.toMatchObject({
      message: 'This order has already been paid',
    });
  });

  it('a blind box opens once into an artwork of its pool; then it can be resold, and the seller is paid', async () => {
    const [owner, buyer] = [await sandbox.session(), await sandbox.session()];
    const box = (await artworks(owner)).find((artwork) => artwork.pay_type === '3')!;
    await owner.call((api) => api.buyNftArtwork({ code: box.code }));
    await expect(
      owner.call((api) => api.resellNftArtwork({ code: box.code, type: 'normal', price: '150' })),
    ).rejects.toMatchObject({ message: 'The item is not on sale or has ended' });
    const opened = await owner.call((api) => api.openNftBlindBox({ code: box.code }));
    expect(opened).toMatchObject({
      code: box.code,
      rarity_status: '1',
      owner: (await owner.call((api) => api.getUserInfo())).id,
    });
    await expect(owner.call((api) => api.openNftBlindBox({ code: box.code }))).rejects.toMatchObject({
      message: 'This blind box has already been opened',
    });
    await owner.call((api) => api.resellNftArtwork({ code: box.code, type: 'normal', price: '150' }));
    const resale = (await artworks(buyer)).find((artwork) => artwork.code === box.code)!;
    expect(resale).toMatchObject({ price: '150.00', resell_nft_status: 1, status: 1 });
    const sellerBefore = await balancesOf(owner);
    await buyer.call((api) => api.buyNftArtwork({ code: box.code }));
    expect((await balancesOf(owner)).change[USDT].balance.toFixed()).toBe(
      sellerBefore.change[USDT].balance.plus(150).toFixed(),
    );
    expect((await buyer.call((api) => api.listMyNfts())).map((artwork) => artwork.code)).toContain(box.code);
  });

  it('favourites: collect toggles, and the collection lists them', async () => {
    const fan = await sandbox.session();
    const [first] = await artworks(fan);
    await fan.call((api) => api.toggleNftCollect({ code: first.code }));
    expect((await fan.call((api) => api.listNftCollection())).map((artwork) => artwork.code)).toEqual([first.code]);
    expect((await artworks(fan)).find((artwork) => artwork.code === first.code)?.collect).toBe(true);
    await fan.call((api) => api.toggleNftCollect({ code: first.code }));
    expect(await fan.call((api) => api.listNftCollection())).toEqual([]);
  });
});
