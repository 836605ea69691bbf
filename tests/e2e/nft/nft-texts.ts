/** What the NFT journeys read and tap, in Japanese and in English: the purchase, its sheet and the collection. */
export const NFT_TEXTS = {
  en: {
    buy: { submit: 'Buy now', sheet: 'Confirm purchase', pay: 'Pay' },
    collection: 'My collection',
  },
  jp: {
    buy: { submit: '今すぐ購入', sheet: '購入の確認', pay: '支払う' },
    collection: 'マイコレクション',
  },
} as const;
