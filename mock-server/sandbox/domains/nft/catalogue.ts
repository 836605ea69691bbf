/**
 * The NFT market's catalogue: its artists and artworks (the contract's written ones, a few more and a series of
 * blind boxes), made once on the mock's clock, what each user collects, and the texts each reads in the reader's
 * language.
 */
import { contentOf } from '../../content.ts';
import type { Contract, SandboxTools } from '../../domain.ts';
import { sharedSlice, userSlice } from '../../domain.ts';
import { refuse } from '../../errors.ts';
import { hashText } from '../../sandbox.ts';
import { profileOf } from '../profile.ts';

const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
const RARITIES = ['N', 'R', 'SR', 'SSR'] as const;

type Artist = { id: number; nickname: string; avatar: string; introduction: string };
type NftTexts = ReturnType<typeof contentOf<'nft'>>;
/** Which text of the content catalogue an artwork reads in each language (a box's number, an opened box's motif). */
type WorkText = { work: keyof NftTexts['works']; number?: number; motif?: keyof NftTexts['motifs'] };
export const MOTIFS: NonNullable<WorkText['motif']>[] = ['koi', 'fox', 'orbit', 'bloom', 'signal'];
export type Artwork = {
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
export type Bid = {
  id: number;
  marginId: number;
  code: string;
  buyer: number;
  price: string;
  created: number;
  status: 0 | 1 | 2;
  expired: boolean;
};
export type Margin = {
  id: number;
  code: string;
  user: number;
  amount: string;
  currencyId: number;
  status: 'held' | 'released' | 'forfeited';
};
export type PendingOrder = {
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

export const market = sharedSlice<Market>('nft', (tools) => {
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

export const nftOf = userSlice<{ collected: string[] }>('nft', () => ({ collected: [] }));

/** An artwork's name and description in the reader's language (an artwork of an older state file: as stored). */
export function textOf({ lang }: SandboxTools, artwork: Artwork): { name: string; description: string } {
  if (!artwork.text) return { name: artwork.name, description: artwork.description };
  const texts = contentOf('nft', lang);
  const { work, number, motif } = artwork.text;
  const values: Record<string, string> = { number: String(number ?? ''), motif: motif ? texts.motifs[motif] : '' };
  const fill = (template: string) => template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
  return { name: fill(texts.works[work].name), description: fill(texts.works[work].description) };
}

/** An artist's introduction in the reader's language. */
export function introductionOf({ lang }: SandboxTools, artist: Artist): string {
  const texts: Partial<Record<string, { introduction: string }>> = contentOf('nft', lang).artists;
  return texts[String(artist.id)]?.introduction ?? artist.introduction;
}

/** 1 on sale, 0 ended (or not for sale), 2 not started. */
export function saleStatus(artwork: Artwork, now: number): 0 | 1 | 2 {
  if (!artwork.forSale) return 0;
  if (now < artwork.start) return 2;
  return artwork.end !== null && now >= artwork.end ? 0 : 1;
}

export function artworkOf(tools: SandboxTools, code: string): Artwork {
  const artwork = market(tools).artworks.find((candidate) => candidate.code === code);
  if (!artwork) refuse('notFound');
  return artwork;
}

/** Who someone is on the market: an artist, a user of the sandbox, or a collector never seen. */
export function person(tools: SandboxTools, id: number): { name: string; avatar: string } {
  const artist = market(tools).artists.find((candidate) => candidate.id === id);
  if (artist) return { name: artist.nickname, avatar: artist.avatar };
  const user = tools.state.users[id];
  const profile = user && profileOf(user);
  return { name: profile?.nickname ?? `user${id}`, avatar: profile?.avatar ?? '/upload/avatar/1.svg' };
}
