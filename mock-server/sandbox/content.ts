/**
 * What users read that the exchange's editors write (articles, pages, pop-ups), one JSON catalogue per language
 * and kind (`mock-server/content/<lang>/<kind>.json`), so that every language reads its own text and one id is
 * always the same text. The English files name the entries: an entry missing in another language stops the mock
 * at start, and tests/i18n/mock-catalogues.test.ts holds them to the app's catalogue checks.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type Language } from '../gen/schemas.ts';
import articles from '../content/en/articles.json' with { type: 'json' };
import ieo from '../content/en/ieo.json' with { type: 'json' };
import nft from '../content/en/nft.json' with { type: 'json' };
import rewards from '../content/en/rewards.json' with { type: 'json' };

const ENGLISH = { articles, ieo, nft, rewards };
type Kinds = typeof ENGLISH;
export type ContentKind = keyof Kinds;

/** Where the catalogues are, one folder per language. */
export const CONTENT_FOLDER = new URL('../content/', import.meta.url);
/** The same folder as a path, for reading, whatever a test's document makes of a URL (messages.ts). */
const CONTENT_PATH = join(dirname(fileURLToPath(import.meta.url)), '..', 'content');

/** Every path to a text in a catalogue (`318.title`), to find one another language lacks. */
function textPaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => textPaths(inner, prefix ? `${prefix}.${key}` : key));
}

function load<K extends ContentKind>(kind: K, language: Language): Kinds[K] {
  const catalogue: unknown = JSON.parse(readFileSync(join(CONTENT_PATH, language, `${kind}.json`), 'utf8'));
  const present = new Set(textPaths(catalogue));
  const missing = textPaths(ENGLISH[kind]).filter((path) => !present.has(path));
  if (missing.length) throw new Error(`content/${language}/${kind}.json misses ${missing.join(', ')}`);
  return catalogue as Kinds[K];
}

const CATALOGUES = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    Object.fromEntries(Object.keys(ENGLISH).map((kind) => [kind, load(kind as ContentKind, language)])),
  ]),
) as Record<Language, Kinds>;

/** The catalogue of one kind of content in `lang`. */
export const contentOf = <K extends ContentKind>(kind: K, lang: Language): Kinds[K] => CATALOGUES[lang][kind];

/**
 * The texts of one entry of a kind keyed by an id that comes from elsewhere (a project or an artwork of the
 * contract's examples): an entry without texts is the mock's mistake, a 500 naming it rather than a blank page.
 */
export function entryOf<K extends ContentKind>(kind: K, lang: Language, id: number | string): Kinds[K][keyof Kinds[K]] {
  const catalogue = contentOf(kind, lang);
  if (!Object.hasOwn(catalogue, String(id))) throw new Error(`content/${lang}/${kind}.json has no entry ${id}`);
  return catalogue[String(id) as keyof Kinds[K]];
}
