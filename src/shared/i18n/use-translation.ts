/**
 * The texts of one or more namespaces (the first one for keys without 'namespace:'), in the current language:
 * react-i18next's hook, which suspends until they are loaded unless `useSuspense: false` is given (`ready` then
 * says whether they are). The returned `t` changes with the language, so that whatever depends on it follows.
 */
export { useTranslation } from 'react-i18next';
