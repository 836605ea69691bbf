/** i18next for component tests: every catalogue of the given language loaded up front, no lazy loading. */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

const catalogues = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

export function resourcesOf(language: string) {
  const resources: Record<string, Record<string, unknown>> = {};
  for (const [path, texts] of Object.entries(catalogues)) {
    const [, lang, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
    if (lang === language) resources[namespace] = texts;
  }
  return resources;
}

export async function setUpTestI18n(language = 'en') {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: false,
      resources: { en: resourcesOf('en'), jp: resourcesOf('jp') },
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  } else await i18next.changeLanguage(language);
  return i18next;
}
