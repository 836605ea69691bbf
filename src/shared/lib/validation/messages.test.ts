import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../config/languages';
import { MONEY_VALIDATION, VALIDATION } from './messages';

const catalogue = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../../locales/${language}/validation.json`, import.meta.url), 'utf8')) as Record<
    string,
    string
  >;

describe('validation messages', () => {
  it.each(LANGUAGES)('every message key is translated in %s', (language) => {
    const texts = catalogue(language);
    const missing = Object.values(VALIDATION).filter((key) => !texts[key.replace(/^validation:/, '')]?.trim());
    expect(missing).toEqual([]);
  });

  it('are all keys of the validation namespace', () => {
    for (const key of Object.values(VALIDATION)) expect(key).toMatch(/^validation:[a-zA-Z]+$/);
  });
});

describe('money messages', () => {
  it.each(LANGUAGES)('every message key is translated in %s', (language) => {
    const texts = JSON.parse(
      readFileSync(new URL(`../../../locales/${language}/money.json`, import.meta.url), 'utf8'),
    ) as Record<string, string>;
    const missing = Object.values(MONEY_VALIDATION)
      .filter((key) => key.startsWith('money:'))
      .filter((key) => !texts[key.replace(/^money:/, '')]?.trim());
    expect(missing).toEqual([]);
  });
});
