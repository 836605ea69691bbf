/**
 * i18next with one JSON file per language and domain (src/locales/<lang>/<namespace>.json), each loaded on
 * first use, so a screen downloads only its own texts in the current language. The list of a language's files
 * (src/app/catalogues/<lang>.ts) is itself loaded with the language's first text: the start-up JavaScript
 * then carries eight small loaders instead of the names of every file in every language.
 */
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_TAGS, type Language } from '../shared/config/languages';

type CatalogueIndex = Record<string, () => Promise<{ default: Record<string, unknown> }>>;

const catalogueIndexes: Record<Language, () => Promise<{ default: CatalogueIndex }>> = {
  jp: () => import('./catalogues/jp'),
  en: () => import('./catalogues/en'),
  zh: () => import('./catalogues/zh'),
  hk: () => import('./catalogues/hk'),
  th: () => import('./catalogues/th'),
  kor: () => import('./catalogues/kor'),
  fra: () => import('./catalogues/fra'),
  spa: () => import('./catalogues/spa'),
};

export async function loadCatalogue(language: string, namespace: string) {
  const index = catalogueIndexes[language as Language];
  const load = index && (await index()).default[`../../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No ${namespace} texts for ${language}`);
  return (await load()).default;
}

const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    loadCatalogue(language, namespace).then(
      (texts) => callback(null, texts),
      (error: Error) => callback(error, false),
    );
  },
};

export async function setUpI18n(language: Language) {
  await i18next
    .use(catalogueBackend)
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
