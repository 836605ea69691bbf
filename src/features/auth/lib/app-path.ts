/** Paths of the app a page may send the user back to (never another origin). */
export function safeAppPath(value: string | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  return value;
}

/** `href` (an app path with its query) with one query parameter set. */
export function withSearchParam(href: string, key: string, value: string): string {
  const url = new URL(href, 'http://app.local');
  url.searchParams.set(key, value);
  return `${url.pathname}${url.search}`;
}
