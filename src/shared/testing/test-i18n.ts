/** The app's texts for component tests: every catalogue of English and Japanese there up front, no lazy loading. */
import type { Resource } from 'i18next';
import type { Language } from '../config/languages';
import { i18n, initTexts, type Texts } from '../i18n/i18n';

const catalogues = import.meta.glob<Texts>('../../locales/*/*.json', { eager: true, import: 'default' });

function resourcesOf(languages: string[]) {
  const resources: Resource = {};
  for (const [path, texts] of Object.entries(catalogues)) {
    const [, lang, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
    if (languages.includes(lang)) (resources[lang] ??= {})[namespace] = texts;
  }
  return resources;
}

let loaded = false;

export async function setUpTestI18n(language: Language = 'en') {
  if (!loaded) {
    loaded = true;
    await initTexts(language, { resources: resourcesOf(['en', 'jp']) });
  } else await i18n.changeLanguage(language);
  return i18n;
}
