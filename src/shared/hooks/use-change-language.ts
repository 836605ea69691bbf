import { useCallback } from 'react';
import { LANGUAGE_TAGS, type Language } from '../config/languages';
import { i18n } from '../i18n/i18n';
import { loadQueryClient } from '../lib/query/load-query-client';
import { usePreferencesStore } from '../state/preferences-store';

/**
 * Switches the app to another language: the stored preference (which the HTTP client sends as `lang`),
 * the app's texts (every visible string) and <html lang>. Server texts come in the language of the request, so
 * every cached answer is refetched.
 */
export function useChangeLanguage() {
  return useCallback(async (language: Language) => {
    usePreferencesStore.getState().setLanguage(language);
    await i18n.changeLanguage(language);
    document.documentElement.lang = LANGUAGE_TAGS[language];
    // every answer is in the old language: all of them are read again (no write changed them, so no contract
    // list applies); the language picker is on the login screen too, which runs without TanStack Query
    await (await loadQueryClient()).invalidateQueries();
  }, []);
}
