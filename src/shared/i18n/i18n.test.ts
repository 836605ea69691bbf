import type { Namespace } from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { anyKey, i18n, initTexts } from './i18n';

/** The test's own catalogues are not the app's: their keys are not the typed ones. */
const fixedT = (language: string | null, namespace?: string) =>
  anyKey(
    language === null ? i18n.getFixedT(null, namespace as Namespace) : i18n.getFixedT(language, namespace as Namespace),
  );

const catalogue: Record<string, Record<string, unknown>> = {
  'jp/common': { tabs: { home: 'ホーム' }, greet: '{{name}} さん、{{ count }} 件', days_other: '{{count}} 日' },
  'jp/auth': { login: { title: 'ログイン' } },
  'jp/orders': { title: '注文' },
  'en/common': { tabs: { home: 'Home' }, greet: 'Hello {{name}}, {{count}} new', onlyEnglish: 'English' },
  'en/auth': { login: { title: 'Log in' } },
  'en/orders': { title: 'Orders' },
  'kor/common': { days_other: '{{count}}일' },
  'spa/common': { tabs: { home: 'Inicio' } },
  'spa/auth': { login: { title: 'Iniciar sesión' } },
  'spa/orders': { title: 'Órdenes' },
};
const load = vi.fn(async (language: string, namespace: string) => {
  const texts = catalogue[`${language}/${namespace}`];
  if (!texts) throw new Error(`No ${namespace} texts for ${language}`);
  return texts;
});

describe('i18n', () => {
  beforeAll(async () => {
    await initTexts('jp', { load });
  });

  it('looks up nested keys in a namespace or by "namespace:key", fills placeholders, falls back to English', async () => {
    await i18n.loadNamespaces('auth');
    const t = fixedT(null, 'auth');
    expect(t('login.title')).toBe('ログイン');
    expect(t('common:tabs.home')).toBe('ホーム');
    expect(anyKey(i18n.t)('greet', { name: '田中', count: 3 })).toBe('田中 さん、3 件');
    expect(anyKey(i18n.t)('onlyEnglish')).toBe('English');
    expect(t('login.missing')).toBe('login.missing');
  });

  it('loads each catalogue once, however often it is asked for while loading', async () => {
    expect(i18n.hasLoadedNamespace('orders')).toBe(false);
    await Promise.all([i18n.loadNamespaces('orders'), i18n.loadNamespaces('orders')]);
    await i18n.loadNamespaces('orders');
    expect(load.mock.calls.filter(([language, namespace]) => language === 'jp' && namespace === 'orders')).toHaveLength(
      1,
    );
    expect(i18n.hasLoadedNamespace('orders')).toBe(true);
  });

  it('chooses plural forms by the language’s locale, not by its app code', async () => {
    await i18n.loadLanguages('kor');
    // Intl reads 'jp' and 'hk' as unknown languages and would answer with English rules ('one' for 1)
    const resolver = i18n.services.pluralResolver as { getSuffix: (code: string, count: number) => string };
    expect(['jp', 'hk', 'kor', 'en', 'fra'].map((code) => resolver.getSuffix(code, 1))).toEqual([
      '_other',
      '_other',
      '_other',
      '_one',
      '_one',
    ]);
    expect(resolver.getSuffix('fra', 1_000_000)).toBe('_many');
    expect(anyKey(i18n.t)('days', { count: 1 })).toBe('1 日');
    expect(fixedT('kor')('days', { count: 1 })).toBe('1일');
  });

  it('switches language only once every namespace in use is there', async () => {
    await i18n.loadNamespaces('auth');
    const switching = i18n.changeLanguage('spa');
    expect(i18n.language).toBe('jp');
    await switching;
    expect(i18n.language).toBe('spa');
    for (const namespace of ['common', 'auth', 'orders']) expect(i18n.hasResourceBundle('spa', namespace)).toBe(true);
    expect(fixedT(null, 'auth')('login.title')).toBe('Iniciar sesión');
    await i18n.changeLanguage('jp');
  });

  it('has its keys checked against the English catalogues by the type checker', () => {
    expect(i18n.t('error.retry')).toEqual(expect.any(String));
    // @ts-expect-error no catalogue has this key: `tsc` fails on it
    expect(i18n.t('error.noSuchText')).toBe('error.noSuchText');
  });

  it('shows keys rather than waiting forever when a catalogue cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await i18n.loadNamespaces('nowhere');
    expect(i18n.hasLoadedNamespace('nowhere')).toBe(true);
    expect(fixedT(null, 'nowhere')('title')).toBe('title');
    warn.mockRestore();
  });
});
