import type { FileRouteTypes } from '../../../src/gen/route-tree.gen';

/** Every path of the app's route tree. */
export type AppPath = FileRouteTypes['fullPaths'];
export type SampleSearch = Record<string, string>;

/**
 * Query parameters worth visiting a route with, for the tests that visit every route (render check and
 * accessibility scan). A route that is not listed is visited without a query, as its own `validateSearch`
 * defaults read it; list one sample per state worth checking (a tab, a section), so each is scanned.
 */
export const ROUTE_SAMPLES: { [Path in AppPath]?: SampleSearch[] } = {
  '/pages/common/article': [{ id: '318' }],
  '/pages/common/webView': [{ url: 'javascript:alert(1)' }],
  '/pages/mailMessage/mailMessageList': [{ type: '1' }, { type: '2' }],
  '/pages/common/area': [{ redirect: '/pages/common/register' }],
  '/pages/setting/areas': [{ redirect: '/pages/setting/security' }],
  '/pages/market/market': [{ tab: 'coin' }, { tab: 'stock' }, { tab: 'favourites' }],
  '/pages/transaction/index': [{ section: 'seconds' }, { section: 'futures' }, { section: 'coins' }],
  '/pages/nft/artworkDetail': [{ id: '128' }],
  '/pages/nft/artworkDetail_video': [{ id: '131' }, { id: '142' }],
  '/pages/nft/artistDetail': [{ uid: '20418' }],
  '/pages/nft/components/search': [{ keyword: 'deep' }],
  '/pages/nft/mine': [{ tab: 'messages' }],
  '/pages/fund/receive_withdraw_record': [{ tab: 'deposit' }, { tab: 'withdraw' }],
  '/pages/fund/select': [{ next: 'receive' }, { next: 'withdraw' }],
  '/pages/transaction/order': [{ kind: 'spot' }, { kind: 'futures' }, { kind: 'options' }, { kind: 'lockming' }],
  '/pages/transaction/index2': [{ section: 'coins' }],
  '/pages/transaction/contract_order': [{ list: 'positions' }, { list: 'history' }],
  '/pages/transaction/seconds_order': [{ list: 'open' }, { list: 'done' }],
  '/pages/ieo/ieo': [{ phase: 'progress' }, { phase: 'ended' }],
  '/pages/ieo/subscribe': [{ id: '12' }],
  '/pages/lockming/buy': [{ id: '1' }],
  '/pages/invest/purchase': [{ id: '41' }],
  '/pages/follow/trader': [{ id: '2051' }, { id: '2051', tab: 'history' }],
  '/pages/follow/follow': [{ id: '2051' }],
  '/pages/copytrade/my': [{ tab: 'traders' }, { tab: 'current' }, { tab: 'history' }],
  '/pages/game/game': [{ tab: 'rounds' }, { tab: 'bets' }],
};
