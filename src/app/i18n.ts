/**
 * i18next with one JSON file per language and domain (src/locales/<lang>/<namespace>.json), each loaded on
 * first use, so a screen downloads only its own texts in the current language.
 */
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_TAGS, type Language } from '../shared/config/languages';

const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

export async function loadCatalogue(language: string, namespace: string) {
  const load = catalogues[`../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No ${namespace} texts for ${language}`);
  return (await load()).default;
}

export async function setUpI18n(language: Language) {
  await i18next
    .use(resourcesToBackend(loadCatalogue))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  document.documentElement.lang = LANGUAGE_TAGS[language] ?? LANGUAGE_TAGS[DEFAULT_LANGUAGE];
  return i18next;
}

export async function changeLanguage(language: Language) {
  await i18next.changeLanguage(language);
  document.documentElement.lang = LANGUAGE_TAGS[language];
}
