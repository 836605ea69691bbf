/**
 * The TanStack Query provider's code, loaded once: the root layout renders it lazily, and the signed-in layout
 * starts loading it with the page's own code, so that the first signed-in page does not wait for it afterwards.
 */
export const loadQueryProvider = () => import('./query-provider');
