/**
 * What counts as English left in another language's place, for every catalogue a user reads (the app's and the
 * mock's): the same text as English, once names, codes and units that stay untranslated are set aside.
 */

/** Names, codes and units that stay untranslated in every language; ignored when comparing with English. */
const UNTRANSLATED_TOKENS = [
  'USDT',
  'Android',
  'iOS',
  'App',
  'Tradedesk',
  'SWIFT',
  'IBAN',
  'ABA',
  'UID',
  'VIP',
  'OTC',
  'IEO',
  'NFT',
  'K',
  'M',
];

/** Words that are spelt the same in English and in the language (cognates), allowed to match English. */
const SAME_WORD: Partial<Record<string, string[]>> = {
  fra: [
    'Article',
    'E-mail',
    'Messages',
    'Coupons',
    'Version',
    'Signature',
    'Avatar',
    'Options',
    'Actions',
    'Documents',
    'Transactions',
    'lots',
  ],
  spa: ['Avatar', 'Total'],
};

/** The words people read: without interpolations ({{name}}), example addresses, and untranslated names and units. */
function readable(text: string) {
  let rest = text.replace(/\{\{[^}]*\}\}/g, ' ').replace(/\S+@\S+|https?:\/\/\S+/g, ' ');
  for (const token of UNTRANSLATED_TOKENS) rest = rest.replace(new RegExp(`\\b${token}\\b`, 'g'), ' ');
  return rest.trim();
}
const letters = (text: string) => (readable(text).match(/\p{L}/gu) ?? []).length;
/** The readable words alone, without punctuation: "{{count}} lots ({{number}})" is "lots". */
const words = (text: string) =>
  readable(text)
    .replace(/[^\p{L}\s-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** `text`, in `language`, is English's `source` copied rather than translated. */
export const copiesEnglish = (language: string, text: string, source: string) =>
  text === source &&
  letters(text) > 3 &&
  !SAME_WORD[language]?.includes(text.trim()) &&
  !SAME_WORD[language]?.includes(words(text));
