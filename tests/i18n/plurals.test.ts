/**
 * Every plural key of the catalogues, rendered through the app's i18next set-up in every language at counts that
 * fall in different plural forms, reads the form the language's plural rules choose.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Resource } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, LANGUAGE_TAGS } from '../../src/shared/config/languages';
import { anyKey, i18n, initTexts } from '../../src/shared/i18n/i18n';

const ROOT = new URL('../../src/locales/', import.meta.url).pathname;
const COUNTS = [0, 1, 2, 5, 21, 100];

type Catalogue = { [key: string]: string | Catalogue };

const resources: Resource = {};
for (const language of LANGUAGES)
  for (const file of readdirSync(join(ROOT, language)))
    (resources[language] ??= {})[file.replace(/\.json$/, '')] = JSON.parse(
      readFileSync(join(ROOT, language, file), 'utf8'),
    ) as Catalogue;

function pluralKeys(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string'
      ? key.endsWith('_other')
        ? [`${prefix}${key.slice(0, -'_other'.length)}`]
        : []
      : pluralKeys(value, `${prefix}${key}.`),
  );
}

const textAt = (language: string, namespace: string, path: string) =>
  path.split('.').reduce<unknown>((node, part) => (node as Catalogue)[part], resources[language][namespace]);

const plurals = Object.entries(resources.en).flatMap(([namespace, catalogue]) =>
  pluralKeys(catalogue as Catalogue).map((key) => ({ namespace, key })),
);

beforeAll(async () => {
  await initTexts('en', { resources });
});

describe('plural texts', () => {
  it('are there to test', () => {
    expect(plurals.length).toBeGreaterThan(10);
  });

  describe.each(LANGUAGES)('in %s', (language) => {
    const rules = new Intl.PluralRules(LANGUAGE_TAGS[language]);
    const t = () => anyKey(i18n.getFixedT(language));

    it.each(plurals)('$namespace:$key takes the form of each count', ({ namespace, key }) => {
      for (const count of COUNTS) {
        const form = textAt(language, namespace, `${key}_${rules.select(count)}`);
        const values = {
          count,
          days: '2-5',
          coin: 'BTC',
          symbol: 'BTC/USDT',
          number: 7,
          rate: 60,
          amount: '1',
          unit: 'USDT',
        };
        const expected = String(form).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
          name in values ? String(values[name as keyof typeof values]) : `{{${name}}}`,
        );
        expect({ count, text: t()(`${namespace}:${key}`, values) }).toEqual({ count, text: expected });
      }
    });
  });

  it.each([
    ['en', 'loans:days', ['0 days', '1 day', '2 days', '5 days', '21 days', '100 days']],
    [
      'en',
      'copy-trading:trader.followers',
      ['0 followers', '1 follower', '2 followers', '5 followers', '21 followers', '100 followers'],
    ],
    ['fra', 'loans:days', ['0 jour', '1 jour', '2 jours', '5 jours', '21 jours', '100 jours']],
    ['spa', 'loans:days', ['0 días', '1 día', '2 días', '5 días', '21 días', '100 días']],
    ['jp', 'loans:days', ['0日', '1日', '2日', '5日', '21日', '100日']],
    ['kor', 'trade:positions.confirmOne', [0, 1, 2, 5, 21, 100].map((n) => `BTC/USDT, ${n}랏`)],
  ] as const)('%s %s: %j', (language, key, texts) => {
    const t = anyKey(i18n.getFixedT(language));
    expect(COUNTS.map((count) => t(key, { count, symbol: 'BTC/USDT' }))).toEqual(texts);
  });
});
