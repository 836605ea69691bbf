/**
 * What a reader reads in an answer, to tell its language: every text field (ids, times, images, links and codes
 * set aside), markup stripped. A Japanese reader must meet no sentence in Latin script: names stay names
 * (tickers, handles, e-mail addresses, numbers), so only a run of three Latin words counts as one.
 */

/** Fields that hold no prose: images, links, times, codes and the site's settings. */
const NOT_PROSE = new Set([
  'lang',
  'thumbnail',
  'cover',
  'icon',
  'link',
  'image',
  'img',
  'avatar',
  'create_time',
  'update_time',
  'version',
]);

export function proseOf(value: unknown, key = ''): string[] {
  if (NOT_PROSE.has(key)) return [];
  if (typeof value === 'string')
    return [
      value
        .replace(/<[^>]*>/g, ' ')
        .replace(/\S+@\S+|https?:\/\/\S+|\/upload\/\S+/g, ' ')
        .trim(),
    ].filter(Boolean);
  if (Array.isArray(value)) return value.flatMap((item) => proseOf(item));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([name, inner]) => proseOf(inner, name));
  return [];
}

const LATIN_SENTENCE = /[A-Za-z][A-Za-z'’-]*(?:[\s,.:;!?]+[A-Za-z][A-Za-z'’-]*){2,}/;
const NON_LATIN_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;

/** The texts that read as a sentence in Latin script (three Latin words in a row). */
export const latinSentences = (value: unknown) => proseOf(value).filter((text) => LATIN_SENTENCE.test(text));

/** The texts written in an Asian script, which an English reader cannot read. */
export const asianTexts = (value: unknown) => proseOf(value).filter((text) => NON_LATIN_SCRIPT.test(text));
