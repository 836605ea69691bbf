/**
 * The app's texts (shared/i18n) with one JSON file per language and domain (src/locales/<lang>/<namespace>.json),
 * each loaded on first use, so a screen downloads only its own texts in the current language. The list of a
 * language's files (src/app/catalogues/<lang>.ts) is itself loaded with the language's first text: the start-up
 * JavaScript then carries eight small loaders instead of the names of every file in every language.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, type Language } from '../shared/config/languages';
import { initTexts, type Texts } from '../shared/i18n/i18n';

type CatalogueIndex = Record<string, () => Promise<{ default: Texts }>>;

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

async function loadCatalogue(language: string, namespace: string): Promise<Texts> {
  const index = catalogueIndexes[language as Language];
  const load = index && (await index()).default[`../../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No ${namespace} texts for ${language}`);
  return (await load()).default;
}

export async function setUpI18n(language: Language) {
  const i18n = await initTexts(language, { load: loadCatalogue });
  document.documentElement.lang = LANGUAGE_TAGS[language] ?? LANGUAGE_TAGS[DEFAULT_LANGUAGE];
  return i18n;
}
