/**
 * The translation catalogues (src/locales/<lang>/<namespace>.json) are complete: every language has every
 * namespace and every key, each plural key with every form its language's plural rules ask for (Intl.PluralRules
 * of the language's locale, the rules i18next follows), and no non-English language ships English text in place of
 * a translation.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, LANGUAGE_TAGS, type Language } from '../../src/shared/config/languages';
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

/** i18next's plural suffixes: `days_one`, `days_other`… */
const PLURAL = /_(zero|one|two|few|many|other)$/;
/** A key as the code asks for it: a plural key without its suffix. */
const baseOf = (key: string) => key.replace(PLURAL, '');
const pluralForms = (language: Language) =>
  new Intl.PluralRules(LANGUAGE_TAGS[language]).resolvedOptions().pluralCategories.map(String).sort();

describe('translation catalogues', () => {
  it('exist for every language', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    for (const language of LANGUAGES)
      expect({ language, namespaces: namespacesOf(language) }).toEqual({ language, namespaces });
  });

  it('are all typed, so that `tsc` checks every key (src/i18next.d.ts)', () => {
    const declarations = readFileSync(new URL('../../src/i18next.d.ts', import.meta.url), 'utf8');
    expect(namespaces.filter((namespace) => !declarations.includes(`./locales/en/${namespace}.json'`))).toEqual([]);
  });

  describe.each(namespaces)('namespace %s', (namespace) => {
    const english = load('en', namespace);

    it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the English keys', (language) => {
      const keys = [...new Set([...load(language, namespace).keys()].map(baseOf))].sort();
      const englishKeys = new Set([...english.keys()].map(baseOf));
      const missing = [...englishKeys].filter((key) => !keys.includes(key));
      const extra = keys.filter((key) => !englishKeys.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it.each(LANGUAGES)('%s has every plural form of its plural keys, and only those', (language) => {
      const keys = [...load(language, namespace).keys()];
      const plurals = new Set([...english.keys()].filter((key) => PLURAL.test(key)).map(baseOf));
      const wrong = [...plurals].flatMap((base) => {
        // `_zero` is an optional extra of i18next's for a count of 0, in any language
        const forms = keys
          .filter((key) => baseOf(key) === base && key !== base && !key.endsWith('_zero'))
          .map((key) => PLURAL.exec(key)![1])
          .sort();
        const single = keys.includes(base);
        return single || forms.join() !== pluralForms(language).join()
          ? [`${base}: ${single ? 'without plural forms' : forms.join(', ')}`]
          : [];
      });
      expect({ language, wrong }).toEqual({ language, wrong: [] });
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
