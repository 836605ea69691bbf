/**
 * The app's texts: one catalogue per language and namespace (src/locales/<lang>/<namespace>.json), loaded on first
 * use through the loader the app sets (app/i18n.ts), looked up by 'namespace:path.to.key' with `{{name}}`
 * placeholders. It does what the app asked of i18next and react-i18next, in about a tenth of their 17 KB (gzip):
 * the login screen's start-up JavaScript has a budget. No React here: see use-translation.ts.
 */
export type Texts = Record<string, unknown>;
export type Values = Record<string, unknown>;
export type Translate = (key: string, values?: Values) => string;
type Loader = (language: string, namespace: string) => Promise<Texts>;

const catalogues = new Map<string, Texts>();
const loading = new Map<string, Promise<void>>();
/** Every namespace asked for so far: a change of language loads them all before it shows. */
const used = new Set<string>(['common']);
const listeners = new Set<() => void>();
let current = '';
let loader: Loader | undefined;
let revision = 0;

const keyOf = (language: string, namespace: string) => `${language}/${namespace}`;
const changed = () => {
  revision += 1;
  listeners.forEach((listener) => listener());
};

function lookUp(language: string, namespace: string, path: string): string | undefined {
  let node: unknown = catalogues.get(keyOf(language, namespace));
  for (const part of path.split('.')) node = node && typeof node === 'object' ? (node as Texts)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The text of `key` ('namespace:path' or a path in `namespace`), placeholders filled; the key when it is missing. */
function translate(language: string, namespace: string, key: string, values?: Values): string {
  const split = key.indexOf(':');
  const text =
    split > 0 ? lookUp(language, key.slice(0, split), key.slice(split + 1)) : lookUp(language, namespace, key);
  if (text === undefined) return key;
  return values ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? '')) : text;
}

function loadOne(language: string, namespace: string): Promise<void> {
  const key = keyOf(language, namespace);
  if (catalogues.has(key)) return Promise.resolve();
  let promise = loading.get(key);
  if (!promise) {
    promise = (loader ? loader(language, namespace) : Promise.resolve({}))
      .catch((error: unknown) => {
        // the page shows its keys rather than waiting forever; the error is there for whoever looks
        console.error(error);
        return {};
      })
      .then((texts) => {
        catalogues.set(key, texts);
        loading.delete(key);
        changed();
      });
    loading.set(key, promise);
  }
  return promise;
}

export const translations = {
  get language() {
    return current;
  },
  /** Sets where catalogues come from and the language, and loads the common texts. */
  async init(language: string, load?: Loader) {
    loader = load;
    current = language;
    await translations.load(['common']);
  },
  isLoaded: (namespaces: string[], language = current) =>
    namespaces.every((namespace) => catalogues.has(keyOf(language, namespace))),
  /** Loads the namespaces missing in the language; the same promise while a load is under way (for Suspense). */
  load(namespaces: string[], language = current): Promise<void> {
    namespaces.forEach((namespace) => used.add(namespace));
    const missing = namespaces.filter((namespace) => !catalogues.has(keyOf(language, namespace)));
    if (missing.length === 1) return loadOne(language, missing[0]);
    return Promise.all(missing.map((namespace) => loadOne(language, namespace))).then(() => undefined);
  },
  /** Switches language once every namespace in use is there in the new one, so no text shows a key meanwhile. */
  async changeLanguage(language: string) {
    await translations.load([...used], language);
    current = language;
    changed();
  },
  /** Adds texts directly (tests, texts built in code). */
  addTexts(language: string, namespace: string, texts: Texts) {
    catalogues.set(keyOf(language, namespace), { ...catalogues.get(keyOf(language, namespace)), ...texts });
    changed();
  },
  /** A translate function for the namespace, in the current language. */
  fixedT:
    (namespace = 'common', language = current): Translate =>
    (key, values) =>
      translate(language, namespace, key, values),
  t: (key: string, values?: Values) => translate(current, 'common', key, values),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  revision: () => revision,
};
