/**
 * The app's TanStack Query client, loaded on first need: the login screen, the first screen most visitors see,
 * runs without TanStack Query (about 11 KB gzip), so code that may run there reaches the client through this.
 */
export const loadQueryClient = () => import('./query-client').then((module) => module.queryClient);
