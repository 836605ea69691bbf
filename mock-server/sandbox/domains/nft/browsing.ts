/**
 * Browsing the NFT market: the artworks by sale mode, state and coin, an artwork's and an artist's detail, the
 * coins, and the artworks a user collects.
 */
import Big from 'big.js';
import type { Domain } from '../../domain.ts';
import { refuse } from '../../errors.ts';
import { artworkOf, introductionOf, market, nftOf, saleStatus, textOf } from './catalogue.ts';
import { auctionState, listRow } from './rows.ts';

export const browsingHandlers: Domain['handlers'] = {
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
};
