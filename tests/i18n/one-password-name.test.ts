/**
 * The account has one password for its money (the contract's `pay_password`): registration, the security screens,
 * the withdrawal form and the mock's answers and mail call it by one name in each language, the one the
 * withdrawal form asks for. Two names read as two passwords.
 */
import { readFileSync } from 'node:fs';
import { LANGUAGES, MESSAGES_FOLDER } from '@tradedesk/mock-server/testing';
import { describe, expect, it } from 'vitest';

type Catalogue = Record<string, Record<string, string> | string>;
const appCatalogue = (language: string, namespace: string) =>
  JSON.parse(
    readFileSync(new URL(`../../src/locales/${language}/${namespace}.json`, import.meta.url), 'utf8'),
  ) as Catalogue;
const mockCatalogue = (language: string) =>
  JSON.parse(readFileSync(new URL(`${language}.json`, MESSAGES_FOLDER), 'utf8')) as Record<string, string>;

describe('the fund password', () => {
  it.each([...LANGUAGES])('has one name on every screen and in the mock, in %s', (language) => {
    const name = (appCatalogue(language, 'withdrawal').payPassword as string).toLocaleLowerCase(language);
    const auth = appCatalogue(language, 'auth').register as Record<string, string>;
    const security = appCatalogue(language, 'security') as Record<string, Record<string, string>>;
    const mock = mockCatalogue(language);
    const texts = {
      'auth register.payPassword': auth.payPassword,
      'security fund.title': security.fund.title,
      ...Object.fromEntries(
        ['title', 'new', 'confirm', 'submit'].map((key) => [`security pay.${key}`, security.pay[key]]),
      ),
      ...Object.fromEntries(
        ['fundPasswordSet', 'fundPasswordChanged', 'wrongOldFundPassword', 'noFundPassword'].map((key) => [
          `mock ${key}`,
          mock[key],
        ]),
      ),
    };
    for (const [where, text] of Object.entries(texts))
      expect(text.toLocaleLowerCase(language), `${where} names it "${name}"`).toContain(name);
  });
});
