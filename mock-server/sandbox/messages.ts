/**
 * Every text the sandbox answers with (business refusals, the specification's error catalogue first, then
 * confirmations and labels), one JSON catalogue per language of the contract's `lang` parameter
 * (`messages/<lang>.json`), in the app's format: `{{name}}` marks a value filled in at answer time.
 * tests/i18n/mock-catalogues.test.ts holds them to the app's catalogue checks.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../gen/schemas.ts';
import english from './messages/en.json' with { type: 'json' };

export type { Language };

/** The English catalogue names the keys: a text missing there is a key that does not compile. */
export type MessageKey = keyof typeof english;
type Catalogue = Record<MessageKey, string>;

/** Where the catalogues are, one `<lang>.json` per language. */
export const MESSAGES_FOLDER = new URL('./messages/', import.meta.url);
/**
 * The same folder as a path, for reading: a test in a document (jsdom) gets `new URL(…, import.meta.url)` rewritten
 * by Vite into a page's address, which no file can be read from.
 */
const MESSAGES_PATH = join(dirname(fileURLToPath(import.meta.url)), 'messages');

function load(language: Language): Catalogue {
  const catalogue = JSON.parse(readFileSync(join(MESSAGES_PATH, `${language}.json`), 'utf8')) as Partial<
    Record<string, unknown>
  >;
  // a key missing in one language would answer `undefined` to its readers: refuse to start instead
  const missing = Object.keys(english).filter((key) => typeof catalogue[key] !== 'string');
  if (missing.length) throw new Error(`messages/${language}.json misses ${missing.join(', ')}`);
  return catalogue as Catalogue;
}

const CATALOGUES = Object.fromEntries(LANGUAGES.map((language) => [language, load(language)])) as Record<
  Language,
  Catalogue
>;

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The language a request asked for (`lang`), the contract's default (Japanese) when it named none of ours. */
export const languageOrJapanese = (value: unknown): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

/** The text of `key` in `lang`, values filled in where the text names them (`{{name}}`). */
export function translate(key: MessageKey, lang: Language, values: Record<string, string | number> = {}): string {
  return CATALOGUES[lang][key].replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
