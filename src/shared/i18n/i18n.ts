/**
 * The app's texts: i18next with one catalogue per language and namespace (src/locales/<lang>/<namespace>.json),
 * each read on first use through the loader the app gives (app/i18n.ts), looked up by 'namespace:path.to.key'.
 * English fills in any text a language lacks. No React here: react-i18next's hook is in use-translation.ts.
 */
import i18next, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, LANGUAGE_TAGS, type Language } from '../config/languages';

export type Texts = Record<string, unknown>;
type Load = (language: string, namespace: string) => Promise<Texts>;

export const i18n = i18next;

/**
 * `t` for a key known only at run time (a validation rule's message, a server event's reason), which the
 * catalogues' types cannot check: everywhere else keys are checked against the English catalogues (src/i18next.d.ts).
 */
export type AnyKeyT = (key: string, options?: Record<string, unknown>) => string;
export const anyKey = (t: unknown) => t as AnyKeyT;

const FALLBACK_LANGUAGE: Language = 'en';

/** The Intl locale of an app language: the app's codes ('jp', 'kor', 'spa'…) are not BCP 47 tags. */
export const localeOf = (language: string) => LANGUAGE_TAGS[language as Language] ?? language;

function backendOf(load: Load): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language, namespace, callback) {
      load(language, namespace).then(
        (texts) => callback(null, texts),
        // no retry (a failed import stays failed in the browser): the page shows keys rather than waiting forever
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
}

/**
 * i18next asks Intl.PluralRules for the language code as it is, and Intl takes 'jp' and 'hk' for unknown
 * languages and answers with the default locale's rules (`_one` for 1 in Japanese): plural forms are chosen by
 * each language's BCP 47 tag instead.
 */
function pluralsByLocale() {
  const resolver = i18n.services.pluralResolver as {
    getRule: (code: string, options?: object) => Intl.PluralRules | undefined;
  };
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => getRule(localeOf(code), options);
}

/**
 * Starts the texts in `language` with the common namespace: from `load` (one catalogue at a time, on first use)
 * or from `resources` given up front (tests).
 */
export async function initTexts(language: Language, source: { load: Load } | { resources: Resource }) {
  if ('load' in source) i18n.use(backendOf(source.load));
  const ready = i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: ['common'],
    defaultNS: 'common',
    resources: 'resources' in source ? source.resources : undefined,
    // React escapes what it renders
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });
  pluralsByLocale();
  await ready;
  return i18n;
}
