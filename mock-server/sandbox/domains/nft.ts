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
import Big from 'big.js';
import type { NftPendingOrder } from '../../gen/socket/schemas.ts';
import { createRandom } from '../../market/random.ts';
import { contentOf } from '../content.ts';
import type { Contract, Domain, DueEvent, HandlerContext, SandboxTools } from '../domain.ts';
import { sharedSlice, userSlice } from '../domain.ts';
import { refuse } from '../errors.ts';
import { languageOrJapanese } from '../messages.ts';
import { dateTimeText, parseDateTimeText } from '../format.ts';
import { available, frozen, type MoneyReason } from '../money/wallets.ts';
import { hashText } from '../sandbox.ts';
import type { UserState } from '../state/types.ts';
import { profileOf } from './profile.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const RARITIES = ['N', 'R', 'SR', 'SSR'] as const;

type Artist = { id: number; nickname: string; avatar: string; introduction: string };
type NftTexts = ReturnType<typeof contentOf<'nft'>>;
/** Which text of the content catalogue an artwork reads in each language (a box's number, an opened box's motif). */
type WorkText = { work: keyof NftTexts['works']; number?: number; motif?: keyof NftTexts['motifs'] };
const MOTIFS: NonNullable<WorkText['motif']>[] = ['koi', 'fox', 'orbit', 'bloom', 'signal'];
type Artwork = {
  id: number;
  code: string;
  /** 1 image, 2 GIF, 3 audio, 4 video. */
  type: 1 | 2 | 3 | 4;
  currencyId: number;
  /** The English name, kept for the ledger's memos; readers read `text` in their language. */
  name: string;
  text?: WorkText;
  price: string;
  image: string;
  mediaUrl?: string;
  description: string;
  author: number;
  owner: number;
  start: number;
  /** null: a fixed-price sale with no end. */
  end: number | null;
  created: number;
  updated: number;
  /** '1' fixed price, '2' auction, '3' blind box (kept once bought: a box shows as one, opened or not). */
  payType: '1' | '2' | '3';
  forSale: boolean;
  perIncrease: string;
  /** Open lists, as the contract says: the sandbox's own artworks use eth and N to SSR. */
  chain: string;
  rarity: string;
  margin: string;
  boxPool: number;
  opened: boolean;
  resale: boolean;
  /** The won auction's order awaiting payment, if any. */
  lockedBy?: number;
  /** Whether the auction's end was processed. */
  settled?: boolean;
};
type Bid = {
  id: number;
  marginId: number;
  code: string;
  buyer: number;
  price: string;
  created: number;
  status: 0 | 1 | 2;
  expired: boolean;
};
type Margin = {
  id: number;
  code: string;
  user: number;
  amount: string;
  currencyId: number;
  status: 'held' | 'released' | 'forfeited';
};
type PendingOrder = {
  id: number;
  code: string;
  /** The winning bid; none for a purchase at a fixed price or of a box. */
  bidId?: number;
  /** The artwork's sale mode when bought (an order of an older state file: a won auction). */
  payType?: Artwork['payType'];
  user: number;
  price: string;
  currencyId: number;
  created: number;
  overtime: number;
  read: boolean;
  paidAt?: number;
  expired: boolean;
};

type Market = { artists: Artist[]; artworks: Artwork[]; bids: Bid[]; margins: Margin[]; orders: PendingOrder[] };

/** A 32-hex code, as the backend's, seeded from a text. */
const codeOf = (text: string) =>
  [0, 1, 2, 3].map((part) => hashText(`${text}:${part}`).toString(16).padStart(8, '0')).join('');

const market = sharedSlice<Market>('nft', (tools) => {
  const examples = tools.example('listNftArtworks');
  const artists = tools.example('listNftArtists');
  const now = tools.now;
  const fromExample = (row: Contract.NftArtwork, index: number): Artwork => ({
    id: row.id,
    code: row.code,
    type: row.type,
    currencyId: row.currency_id,
    name: row.name,
    ...(Object.hasOwn(contentOf('nft', 'en').works, String(row.id))
      ? { text: { work: String(row.id) as WorkText['work'] } }
      : {}),
    price: row.price,
    image: row.image,
    mediaUrl: row.media_url,
    description: row.description,
    author: row.author,
    owner: row.owner,
    start: now - (3 + index) * DAY,
    end: row.pay_type === '2' ? now + 2 * DAY : now + 30 * DAY,
    created: now - (5 + index) * DAY,
    updated: now - (3 + index) * DAY,
    payType: row.pay_type,
    forSale: true,
    perIncrease: row.per_increase,
    chain: row.chain,
    rarity: row.rarity,
    margin: row.margin,
    boxPool: 0,
    opened: false,
    resale: false,
  });
  const [aiko, nova] = artists.map((artist) => artist.id);
  type Spec = Partial<Artwork> & Pick<Artwork, 'name' | 'price' | 'payType' | 'text'>;
  const more: Spec[] = [
    {
      name: 'Tokyo Rain',
      text: { work: 'tokyoRain' },
      price: '120.00',
      payType: '1',
      image: '/upload/art/4.svg',
      author: aiko,
      type: 1,
    },
    {
      name: 'Genesis Cube #3',
      text: { work: 'genesisCube' },
      price: '300.00',
      payType: '2',
      perIncrease: '10',
      margin: '30',
      image: '/upload/art/5.svg',
      author: nova,
      type: 2,
    },
    {
      name: 'Quiet Orbit',
      text: { work: 'quietOrbit' },
      price: '60.00',
      payType: '1',
      image: '/upload/art/6.svg',
      mediaUrl: '/upload/media/1.mp3',
      author: nova,
      type: 3,
    },
    {
      name: 'Lunar Fox',
      text: { work: 'lunarFox' },
      price: '0.40',
      payType: '1',
      currencyId: 2,
      image: '/upload/art/7.svg',
      author: aiko,
      type: 1,
    },
  ];
  // a season of 24 boxes, enough for every tester opening a few while the journeys each open their own
  const boxes = Array.from({ length: 24 }, (_, index) => index + 1).map((number): Spec => ({
    name: `Mystery Box S2 #${number}`,
    text: { work: 'box', number },
    price: '99.00',
    payType: '3',
    image: '/upload/art/2.svg',
    author: aiko,
    type: 1,
    boxPool: 2,
    description: 'One artwork of season 2, from N to SSR.',
  }));
  const generated = [...more, ...boxes].map((spec, index): Artwork => ({
    id: 140 + index,
    code: codeOf(`${tools.state.seed}:nft:${index}`),
    type: spec.type ?? 1,
    currencyId: spec.currencyId ?? 3,
    name: spec.name,
    text: spec.text,
    price: spec.price,
    image: spec.image ?? '/upload/art/8.svg',
    mediaUrl: spec.mediaUrl,
    description: spec.description ?? `${spec.name}, a signed edition.`,
    author: spec.author ?? aiko,
    owner: spec.author ?? aiko,
    start: now - (index + 1) * HOUR * 5,
    end: spec.payType === '2' ? now + 3 * DAY : now + 20 * DAY,
    created: now - (index + 2) * DAY,
    updated: now - (index + 1) * HOUR * 5,
    payType: spec.payType,
    forSale: true,
    perIncrease: spec.perIncrease ?? '0',
    chain: 'eth',
    rarity: spec.payType === '3' ? 'N' : RARITIES[index % RARITIES.length],
    margin: spec.margin ?? '0',
    boxPool: spec.boxPool ?? 0,
    opened: false,
    resale: false,
  }));
  return {
    artists: artists.map((artist) => ({
      id: artist.id,
      nickname: artist.nickname,
      avatar: artist.head_portrait,
      introduction: artist.introduction,
    })),
    artworks: [...examples.map(fromExample), ...generated],
    bids: [],
    margins: [],
    orders: [],
  };
});

const nftOf = userSlice<{ collected: string[] }>('nft', () => ({ collected: [] }));

/** An artwork's name and description in the reader's language (an artwork of an older state file: as stored). */
function textOf({ lang }: SandboxTools, artwork: Artwork): { name: string; description: string } {
  if (!artwork.text) return { name: artwork.name, description: artwork.description };
  const texts = contentOf('nft', lang);
  const { work, number, motif } = artwork.text;
  const values: Record<string, string> = { number: String(number ?? ''), motif: motif ? texts.motifs[motif] : '' };
  const fill = (template: string) => template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
  return { name: fill(texts.works[work].name), description: fill(texts.works[work].description) };
}

/** An artist's introduction in the reader's language. */
function introductionOf({ lang }: SandboxTools, artist: Artist): string {
  const texts: Partial<Record<string, { introduction: string }>> = contentOf('nft', lang).artists;
  return texts[String(artist.id)]?.introduction ?? artist.introduction;
}

/** 1 on sale, 0 ended (or not for sale), 2 not started. */
function saleStatus(artwork: Artwork, now: number): 0 | 1 | 2 {
  if (!artwork.forSale) return 0;
  if (now < artwork.start) return 2;
  return artwork.end !== null && now >= artwork.end ? 0 : 1;
}

function artworkOf(tools: SandboxTools, code: string): Artwork {
  const artwork = market(tools).artworks.find((candidate) => candidate.code === code);
  if (!artwork) refuse('notFound');
  return artwork;
}

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

/** Who someone is on the market: an artist, a user of the sandbox, or a collector never seen. */
function person(tools: SandboxTools, id: number): { name: string; avatar: string } {
  const artist = market(tools).artists.find((candidate) => candidate.id === id);
  if (artist) return { name: artist.nickname, avatar: artist.avatar };
  const user = tools.state.users[id];
  const profile = user && profileOf(user);
  return { name: profile?.nickname ?? `user${id}`, avatar: profile?.avatar ?? '/upload/avatar/1.svg' };
}

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
function listRow(tools: SandboxTools, artwork: Artwork, user: UserState | undefined): Contract.NftArtwork {
  return {
    ...baseRow(tools, artwork),
    author_id: artwork.author,
    author_avatar: person(tools, artwork.author).avatar,
    collect: !!user && nftOf(user).collected.includes(artwork.code),
  };
}

/** An artwork I hold (NftOwnedArtwork). */
const ownedRow = (tools: SandboxTools, artwork: Artwork): Contract.NftOwnedArtwork => ({
  ...baseRow(tools, artwork),
  head_portrait: person(tools, artwork.author).avatar,
});

function bidRow(tools: SandboxTools, bid: Bid): Contract.NftBid {
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
function auctionState(tools: SandboxTools, artwork: Artwork, user: UserState | undefined) {
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

function releaseMargin(tools: SandboxTools, margin: Margin): void {
  const user = tools.state.users[margin.user];
  tools.wallets.move(user, frozen('change'), available('change'), {
    currencyId: margin.currencyId,
    amount: margin.amount,
    reason: 'nft_margin_return',
    memo: `#${margin.id}`,
  });
  margin.status = 'released';
}

/** A won auction's order (NftPendingOrder). */
function pendingOrderRow(tools: SandboxTools, order: PendingOrder): NftPendingOrder {
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

export const nftDomain: Domain = {
  name: 'nft',
  handlers: {
    listNftArtworks: (context) => {
      const { params, now } = context;
      const keyword = params.keyword?.toLowerCase();
      const rows = market(context)
        .artworks.filter(
          (artwork) =>
            (params.type === undefined || artwork.type === params.type) &&
            (params.pay_type === undefined || artwork.payType === String(params.pay_type)) &&
            (params.currency === undefined || artwork.currencyId === params.currency) &&
            (!keyword || textOf(context, artwork).name.toLowerCase().includes(keyword)),
        )
        .sort((a, b) =>
          params.sort === 'price_asc'
            ? new Big(a.price).cmp(b.price)
            : params.sort === 'price_desc'
              ? new Big(b.price).cmp(a.price)
              : b.start - a.start,
        );
      const [page, limit] = [params.page, Math.min(params.limit, 20)];
      // without a state asked for, what can still be bought or bid on: on sale, then not started
      return rows
        .filter((artwork) =>
          params.status === undefined ? saleStatus(artwork, now) !== 0 : saleStatus(artwork, now) === params.status,
        )
        .slice((page - 1) * limit, page * limit)
        .map((artwork) => listRow(context, artwork, context.user));
    },
    getNftArtworkDetail: (context) => {
      const artwork = market(context).artworks.find((candidate) => candidate.id === context.params.id);
      if (!artwork) refuse('notFound');
      const collectors = Object.values(context.state.users).filter((user) =>
        nftOf(user).collected.includes(artwork.code),
      );
      return {
        ...listRow(context, artwork, context.user),
        collect_number: collectors.length,
        ...(artwork.payType === '2' ? auctionState(context, artwork, context.user) : {}),
      };
    },
    listNftArtists: (context) => {
      const { page, limit } = context.params;
      return market(context)
        .artists.slice((page - 1) * limit, page * limit)
        .map((artist) => ({
          id: artist.id,
          author_id: artist.id,
          nickname: artist.nickname,
          head_portrait: artist.avatar,
          artworks_number: market(context).artworks.filter((artwork) => artwork.author === artist.id).length,
          introduction: introductionOf(context, artist),
        }));
    },
    getNftArtistDetail: (context) => {
      const artist = market(context).artists.find((candidate) => candidate.id === context.params.uid);
      if (!artist) refuse('notFound');
      const works = market(context)
        .artworks.filter((artwork) => artwork.author === artist.id)
        .sort((a, b) => b.created - a.created);
      const collects = Object.values(context.state.users).reduce(
        (sum, user) => sum + nftOf(user).collected.filter((code) => works.some((work) => work.code === code)).length,
        0,
      );
      return {
        id: artist.id,
        author_id: artist.id,
        nickname: artist.nickname,
        head_portrait: artist.avatar,
        introduction: introductionOf(context, artist),
        artworks: works.slice(0, 20).map((artwork) => listRow(context, artwork, context.user)),
        artworks_collect_number: collects,
      };
    },
    listNftCurrencies: (context) => context.example('listNftCurrencies'),
    toggleNftCollect: (context) => {
      const artwork = artworkOf(context, context.params.code);
      const mine = nftOf(context.user);
      mine.collected = mine.collected.includes(artwork.code)
        ? mine.collected.filter((code) => code !== artwork.code)
        : [...mine.collected, artwork.code];
      return context.text('done');
    },
    listNftCollection: (context) =>
      nftOf(context.user)
        .collected.map((code) => artworkOf(context, code))
        .map((artwork) => listRow(context, artwork, context.user)),
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
          (order) =>
            order.user === context.user.id && (params.status === undefined || stateOf(order) === params.status),
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
  },
  // auctions that end and won auctions left unpaid, each at its own instant (the end, the day to pay run out),
  // whoever's request or step sees them first: the margins move and the messages leave dated then
  due: (context) => {
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
  },
};
