/** The app's languages, by the codes the backend's `lang` parameter uses. */
export const LANGUAGES = ['jp', 'en', 'zh', 'hk', 'th', 'kor', 'fra', 'spa'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'jp';

/** Each language named in itself, for the language picker. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  jp: '日本語',
  en: 'English',
  zh: '简体中文',
  hk: '繁體中文',
  th: 'ไทย',
  kor: '한국어',
  fra: 'Français',
  spa: 'Español',
};

/** BCP 47 tags for <html lang> and Intl. */
export const LANGUAGE_TAGS: Record<Language, string> = {
  jp: 'ja',
  en: 'en',
  zh: 'zh-CN',
  hk: 'zh-HK',
  th: 'th',
  kor: 'ko',
  fra: 'fr',
  spa: 'es',
};

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);
