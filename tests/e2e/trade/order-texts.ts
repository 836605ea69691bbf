/**
 * What the trading journeys read and tap, in Japanese and in English: the order forms, their sheets and the lists
 * their orders land in.
 */
import { expect, type Page } from '../support/test';

export const ORDER_TEXTS = {
  en: {
    lastPrice: 'Last price',
    cancel: 'Cancel',
    confirm: 'Confirm',
    spot: { form: 'Spot order', price: 'Price', amount: 'Quantity', submit: 'Buy LTC', sheet: 'Confirm the order' },
    spotPending: { list: 'Pending', row: /^LTC\/USDT order/ },
    futures: { form: 'Open a futures position', lots: 'Lots', submit: 'Open long', sheet: 'Confirm the position' },
    positions: 'Positions',
    option: {
      form: 'Seconds option',
      duration: /^30 s/,
      stake: 'Stake',
      submit: 'Buy up',
      sheet: 'Confirm the option',
    },
    optionsOpen: { list: 'In progress', row: /^BNB\/USDT option/ },
  },
  jp: {
    lastPrice: '最新価格',
    cancel: 'キャンセル',
    confirm: '確認',
    spot: { form: '現物注文', price: '価格', amount: '数量', submit: 'LTC を買う', sheet: '注文の確認' },
    spotPending: { list: '未約定', row: /^LTC\/USDT 注文/ },
    futures: { form: '先物ポジションを建てる', lots: 'ロット数', submit: 'ロングで建てる', sheet: 'ポジションの確認' },
    positions: '保有ポジション',
    option: {
      form: '秒オプション',
      duration: /^30秒/,
      stake: '投資額',
      submit: '上昇を買う',
      sheet: 'オプションの確認',
    },
    optionsOpen: { list: '進行中', row: /^BNB\/USDT オプション/ },
  },
} as const;

export type Pair = { currency_id: number; legal_id: number };

/** Opens a trading page of a pair in the journey's language and waits for its last price. */
export async function openPairIn(page: Page, language: keyof typeof ORDER_TEXTS, path: string, pair: Pair, extra = '') {
  await page.goto(`/#${path}?currency_id=${pair.currency_id}&legal_id=${pair.legal_id}${extra}`);
  await expect(page.getByLabel(ORDER_TEXTS[language].lastPrice)).toHaveText(/\d/);
}
