/** The app's texts for component tests: every catalogue of English and Japanese there up front, no lazy loading. */
import { translations, type Texts } from '../i18n/translations';

const catalogues = import.meta.glob<Texts>('../../locales/*/*.json', { eager: true, import: 'default' });

function resourcesOf(language: string) {
  const resources: Record<string, Texts> = {};
  for (const [path, texts] of Object.entries(catalogues)) {
    const [, lang, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
    if (lang === language) resources[namespace] = texts;
  }
  return resources;
}

let loaded = false;

export async function setUpTestI18n(language = 'en') {
  if (!loaded) {
    loaded = true;
    for (const lang of ['en', 'jp'])
      for (const [namespace, texts] of Object.entries(resourcesOf(lang))) translations.addTexts(lang, namespace, texts);
    await translations.init(language);
  } else await translations.changeLanguage(language);
  return translations;
}
