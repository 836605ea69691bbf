/**
 * What the site configures for everyone: the home shortcuts (`listHomeMenu`), named in the language of the
 * request as the real backend names them, in the site's order; its public settings, one per key; the coins it
 * lists, priced at the market's price.
 */
import type { Contract, Domain } from '../domain.ts';
import { fixed } from '../format.ts';
import type { MessageKey } from '../messages.ts';

const HOME_MENU: { id: number; text: MessageKey; icon: string; link: string }[] = [
  { id: 1, text: 'menuIeo', icon: '/upload/menu/ieo.svg', link: '/pages/ieo/ieo' },
  { id: 2, text: 'menuLockMining', icon: '/upload/menu/lockming.svg', link: '/pages/lockming/lockming' },
  { id: 3, text: 'menuNft', icon: '/upload/menu/nft.svg', link: '/pages/nft/nft' },
  { id: 4, text: 'menuCopyTrading', icon: '/upload/menu/follow.svg', link: '/pages/follow/index' },
  { id: 5, text: 'menuFinancial', icon: '/upload/menu/invest.svg', link: '/pages/financial/index' },
  { id: 6, text: 'menuDual', icon: '/upload/menu/invest.svg', link: '/pages/invest/invest' },
  { id: 7, text: 'menuLoans', icon: '/upload/menu/borrowing.svg', link: '/pages/otc/otc' },
  { id: 8, text: 'menuGuess', icon: '/upload/menu/game.svg', link: '/pages/game/game' },
  { id: 9, text: 'menuBuyCrypto', icon: '/upload/menu/receive.svg', link: '/pages/buy/index' },
  { id: 10, text: 'menuDeposit', icon: '/upload/menu/receive.svg', link: '/pages/fund/receive' },
  { id: 11, text: 'menuTransfer', icon: '/upload/menu/receive.svg', link: '/pages/fund/transfer' },
  { id: 12, text: 'menuMyCopies', icon: '/upload/menu/follow.svg', link: '/pages/copytrade/my' },
  { id: 13, text: 'menuSupport', icon: '/upload/menu/follow.svg', link: '/pages/kf/kf' },
  { id: 14, text: 'menuMessages', icon: '/upload/menu/receive.svg', link: '/pages/mailMessage/mailMessage' },
  { id: 15, text: 'menuInvite', icon: '/upload/menu/follow.svg', link: '/pages/setting/share' },
];

/** The public rows of the settings table (`PublicSettingKey`): a key the site has not set answers null. */
const PUBLIC_SETTINGS: Array<NonNullable<Contract.KeywordSetting>> = [
  { id: 7, key: 'version', value: '0.8.0', notes: 'Current app version' },
  { id: 41, key: 'support_url', value: 'https://tradedesk.example/support', notes: 'Customer-service chat address' },
  { id: 42, key: 'game_url', value: 'https://tradedesk.example/game', notes: 'Quiz game address' },
];

export const siteDomain: Domain = {
  name: 'site',
  handlers: {
    getSettingByKeyword: ({ params }) => PUBLIC_SETTINGS.find((setting) => setting.key === params.keyword) ?? null,
    listCurrencies: ({ example, market }) => {
      const catalogue = example('listCurrencies');
      return {
        ...catalogue,
        currency: catalogue.currency.map((coin) => ({ ...coin, price: fixed(market.usdtValue(coin.id), 4) })),
      };
    },
    listHomeMenu: ({ text }) =>
      HOME_MENU.map((item, index) => ({
        id: item.id,
        name: text(item.text),
        icon: item.icon,
        link: item.link,
        sort: index + 1,
        show: 1,
      })),
  },
};
