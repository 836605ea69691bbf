/**
 * What every screen says in its states other than its content, in Japanese and in English: a read that failed
 * (with "retry") and a read the exchange refused, or an address it does not know (with "back").
 */
export const SCREEN_STATE_TEXTS = {
  en: { loadFailed: 'Could not load the data', retry: 'Retry', back: 'Back', notFound: 'The record does not exist' },
  jp: { loadFailed: '読み込みに失敗しました', retry: '再試行', back: '戻る', notFound: '記録が存在しません' },
} as const;
