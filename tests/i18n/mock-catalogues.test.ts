/**
 * The mock's own texts (refusals, confirmations, labels: mock-server/sandbox/messages/<lang>.json) and its
 * content (articles and pages: mock-server/content/<lang>/<kind>.json) meet the app's catalogue rules: one
 * catalogue per language of the contract, every English key in each, the same values filled in, and no
 * non-English language answering with the English text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CONTENT_FOLDER, LANGUAGES, MESSAGES_FOLDER } from '@tradedesk/mock-server/testing';
import { describe, expect, it } from 'vitest';
import { LANGUAGES as APP_LANGUAGES } from '../../src/shared/config/languages';
import { copiesEnglish } from './untranslated';

const folder = fileURLToPath(MESSAGES_FOLDER);
const load = (language: string) =>
  JSON.parse(readFileSync(new URL(`${language}.json`, MESSAGES_FOLDER), 'utf8')) as Record<string, unknown>;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

const english = load('en');
const others = LANGUAGES.filter((language) => language !== 'en');

describe("the mock's message catalogues", () => {
  it("are one per language of the contract, the app's languages", () => {
    const files = readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...LANGUAGES].sort());
    expect([...APP_LANGUAGES].sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(others)('%s has exactly the English keys, each a text', (language) => {
    const catalogue = load(language);
    const missing = Object.keys(english).filter((key) => !Object.hasOwn(catalogue, key));
    const extra = Object.keys(catalogue).filter((key) => !Object.hasOwn(english, key));
    const notText = Object.keys(catalogue).filter((key) => typeof catalogue[key] !== 'string' || !catalogue[key]);
    expect({ missing, extra, notText }).toEqual({ missing: [], extra: [], notText: [] });
  });

  it.each(others)('%s fills in the values English does', (language) => {
    const catalogue = load(language);
    const differing = Object.entries(english)
      .filter(([key, text]) => placeholders(String(text)).join() !== placeholders(String(catalogue[key] ?? '')).join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it.each(others)('%s translates instead of copying English', (language) => {
    const catalogue = load(language);
    const copied = Object.entries(catalogue)
      .filter(([key, text]) => copiesEnglish(language, String(text), String(english[key] ?? '')))
      .map(([key, text]) => `${key}: ${String(text)}`);
    expect(copied).toEqual([]);
  });

  it('name their values only in the app’s {{name}} form', () => {
    const single = LANGUAGES.flatMap((language) =>
      Object.entries(load(language))
        .filter(([, text]) => /(^|[^{])\{\w+\}(?!\})/.test(String(text)))
        .map(([key]) => `${language}.${key}`),
    );
    expect(single).toEqual([]);
  });
});

/** Every text of a content catalogue by its path (`318.title`). */
function texts(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => texts(inner, prefix ? `${prefix}.${key}` : key));
}
const contentFolder = fileURLToPath(CONTENT_FOLDER);
const kinds = readdirSync(`${contentFolder}/en`)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));
const contentOf = (language: string, kind: string) =>
  new Map(texts(JSON.parse(readFileSync(new URL(`${language}/${kind}.json`, CONTENT_FOLDER), 'utf8'))));

describe("the mock's content catalogues", () => {
  it('are one folder per language of the contract', () => {
    expect(kinds.length).toBeGreaterThan(0);
    expect(readdirSync(contentFolder).sort()).toEqual([...LANGUAGES].sort());
  });

  describe.each(kinds)('%s', (kind) => {
    const source = contentOf('en', kind);

    it.each(others)('%s has exactly the English texts, none empty', (language) => {
      const catalogue = contentOf(language, kind);
      const missing = [...source.keys()].filter((path) => !catalogue.has(path));
      const extra = [...catalogue.keys()].filter((path) => !source.has(path));
      const empty = [...catalogue].filter(([, text]) => !text.trim()).map(([path]) => path);
      expect({ missing, extra, empty }).toEqual({ missing: [], extra: [], empty: [] });
    });

    it.each(others)('%s translates instead of copying English', (language) => {
      const copied = [...contentOf(language, kind)]
        .filter(([path, text]) => copiesEnglish(language, text, source.get(path) ?? ''))
        .map(([path, text]) => `${path}: ${text}`);
      expect(copied).toEqual([]);
    });
  });
});
