import type { ParseKeys } from 'i18next';
/** Media types: 1 image, 2 GIF, 3 audio, 4 video. */
export const isPlayable = (type: number) => type === 3 || type === 4;

/** Audio and video open on their own page, with a player; images and GIFs on the picture page. */
export const artworkPath = (type: number) =>
  isPlayable(type) ? ('/pages/nft/artworkDetail_video' as const) : ('/pages/nft/artworkDetail' as const);

/** Sale modes of the contract: 1 fixed price, 2 auction, 3 blind box. */
export const SALE_MODE_KEY: Record<string, ParseKeys<'nft'>> = {
  '1': 'mode.normal',
  '2': 'mode.auction',
  '3': 'mode.blindBox',
};
