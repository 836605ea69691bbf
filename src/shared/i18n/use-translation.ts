import { useMemo, useSyncExternalStore } from 'react';
import { translations } from './translations';

/**
 * The texts of one or more namespaces (the first one for keys without 'namespace:'), in the current language.
 * Suspends until they are loaded, unless `useSuspense: false` is given: `ready` then says whether they are.
 * The returned `t` changes with the language, so that whatever depends on it follows.
 */
export function useTranslation(namespaces: string | string[] = 'common', options: { useSuspense?: boolean } = {}) {
  const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
  // re-renders when texts arrive or the language changes
  useSyncExternalStore(translations.subscribe, translations.revision);
  const language = translations.language;
  const ready = translations.isLoaded(list, language);
  if (!ready) {
    const loaded = translations.load(list, language);
    if (options.useSuspense !== false) throw loaded;
  }
  const first = list[0];
  // looks texts up when called, so it stays the same function until the language changes
  const t = useMemo(() => translations.fixedT(first, language), [first, language]);
  return { t, ready, i18n: translations };
}
