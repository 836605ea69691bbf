/**
 * The translation catalogues (src/locales/<lang>/<namespace>.json) are complete: every language has every
 * namespace and every key, and no non-English language ships English text in place of a translation.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/shared/config/languages';
import { copiesEnglish } from './untranslated';

const ROOT = new URL('../../src/locales/', import.meta.url).pathname;

type Catalogue = Record<string, unknown>;

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') for (const [k, v] of flatten(value as Catalogue, path)) out.set(k, v);
    else out.set(path, String(value));
  }
  return out;
}

const namespacesOf = (language: string) =>
  readdirSync(join(ROOT, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();

const load = (language: string, namespace: string) =>
  flatten(JSON.parse(readFileSync(join(ROOT, language, `${namespace}.json`), 'utf8')) as Catalogue);

const namespaces = [...new Set(LANGUAGES.flatMap(namespacesOf))].sort();

describe('translation catalogues', () => {
  it('exist for every language', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    for (const language of LANGUAGES)
      expect({ language, namespaces: namespacesOf(language) }).toEqual({ language, namespaces });
  });

  describe.each(namespaces)('namespace %s', (namespace) => {
    const english = load('en', namespace);

    it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the English keys', (language) => {
      const keys = [...load(language, namespace).keys()].sort();
      const missing = [...english.keys()].filter((key) => !keys.includes(key));
      const extra = keys.filter((key) => !english.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it.each(LANGUAGES.filter((language) => language !== 'en'))(
      '%s translates instead of copying English',
      (language) => {
        const copied = [...load(language, namespace)]
          .filter(([key, text]) => {
            const source = english.get(key);
            return source !== undefined && copiesEnglish(language, text, source);
          })
          .map(([key, text]) => `${key}: ${text}`);
        expect(copied).toEqual([]);
      },
    );

    it('has no empty texts', () => {
      for (const language of LANGUAGES) {
        const empty = [...load(language, namespace)].filter(([, text]) => text.trim() === '').map(([key]) => key);
        expect({ language, empty }).toEqual({ language, empty: [] });
      }
    });
  });
});
