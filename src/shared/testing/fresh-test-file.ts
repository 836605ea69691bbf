/**
 * The app's test files share their worker (`isolate: false`, vitest.config.ts): a jsdom made once serves every
 * file after it, where a worker of its own per file spent half of the app's tests' time building it. Each file
 * still starts as a page's first load would: its own modules (the stores, the query client and the socket are
 * module state), empty storage and an empty document. Run before each of the app's test files (`setupFiles`).
 */
import { vi } from 'vitest';

export function startFresh(): void {
  vi.resetModules();
  if (typeof window === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  // the language and direction a file set on <html> (i18n does) would greet the next file's first render
  for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
}

startFresh();
