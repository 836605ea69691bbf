/** The five bottom tabs and their original paths. */
export const TABS = [
  { key: 'home', path: '/pages/index/index', labelKey: 'common:tabs.home', icon: 'home' },
  { key: 'market', path: '/pages/market/market', labelKey: 'common:tabs.market', icon: 'market' },
  { key: 'trade', path: '/pages/transaction/index', labelKey: 'common:tabs.trade', icon: 'trade' },
  { key: 'orders', path: '/pages/transaction/order', labelKey: 'common:tabs.orders', icon: 'orders' },
  { key: 'assets', path: '/pages/fund/assets', labelKey: 'common:tabs.assets', icon: 'assets' },
] as const;

export const MARKET_TAB_PATH = '/pages/market/market';
export const LOGIN_PATH = '/pages/common/login';
