/**
 * What the NFT journeys read and tap, in Japanese and in English: the purchase, a resale, an auction's margin and
 * a won auction's payment with their sheets, and the collection.
 */
export const NFT_TEXTS = {
  en: {
    buy: { submit: 'Buy now', sheet: 'Confirm purchase', pay: 'Pay' },
    resell: { price: 'Price', submit: 'Resell', sheet: 'Confirm resale', onResale: 'On resale' },
    margin: { submit: 'Pay margin', sheet: 'Pay the auction margin', bid: 'Bid' },
    won: { messages: 'Messages', pay: 'Pay now', sheet: 'Pay for the auction', paid: 'Paid' },
    confirm: 'Confirm',
    collection: 'My collection',
  },
  jp: {
    buy: { submit: '今すぐ購入', sheet: '購入の確認', pay: '支払う' },
    resell: { price: '価格', submit: '転売する', sheet: '転売の確認', onResale: '転売中' },
    margin: { submit: '保証金を支払う', sheet: 'オークション保証金の支払い', bid: '入札' },
    won: { messages: 'メッセージ', pay: '今すぐ支払う', sheet: '落札代金の支払い', paid: '支払済み' },
    confirm: '確認',
    collection: 'マイコレクション',
  },
} as const;
