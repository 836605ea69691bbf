import { beforeEach, describe, expect, it, vi } from 'vitest';
import { translations } from './translations';

const catalogue: Record<string, Record<string, unknown>> = {
  'jp/common': { tabs: { home: 'ホーム' }, greet: '{{name}} さん、{{ count }} 件' },
  'jp/auth': { login: { title: 'ログイン' } },
  'jp/orders': { title: '注文' },
  'en/common': { tabs: { home: 'Home' }, greet: 'Hello {{name}}, {{count}} new' },
  'en/auth': { login: { title: 'Log in' } },
  'en/orders': { title: 'Orders' },
};
const load = vi.fn(async (language: string, namespace: string) => {
  const texts = catalogue[`${language}/${namespace}`];
  if (!texts) throw new Error(`No ${namespace} texts for ${language}`);
  return texts;
});

describe('translations', () => {
  beforeEach(async () => {
    load.mockClear();
    await translations.init('jp', load);
  });

  it('looks up nested keys in a namespace or by "namespace:key", and fills placeholders', async () => {
    await translations.load(['auth']);
    const t = translations.fixedT('auth');
    expect(t('login.title')).toBe('ログイン');
    expect(t('common:tabs.home')).toBe('ホーム');
    expect(translations.t('greet', { name: '田中', count: 3 })).toBe('田中 さん、3 件');
    expect(t('login.missing')).toBe('login.missing');
  });

  it('loads each catalogue once, however often it is asked for while loading', async () => {
    expect(translations.isLoaded(['orders'])).toBe(false);
    await Promise.all([translations.load(['orders']), translations.load(['orders'])]);
    await translations.load(['orders']);
    expect(load.mock.calls.filter(([, namespace]) => namespace === 'orders')).toHaveLength(1);
    expect(translations.isLoaded(['common', 'orders'])).toBe(true);
  });

  it('switches language only once every namespace in use is there, and tells its listeners', async () => {
    await translations.load(['auth']);
    const listener = vi.fn();
    const stop = translations.subscribe(listener);
    const switching = translations.changeLanguage('en');
    expect(translations.language).toBe('jp');
    await switching;
    stop();
    expect(translations.language).toBe('en');
    expect(translations.isLoaded(['common', 'auth'], 'en')).toBe(true);
    expect(translations.fixedT('auth')('login.title')).toBe('Log in');
    expect(listener).toHaveBeenCalled();
  });

  it('shows keys rather than waiting forever when a catalogue cannot be loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await translations.load(['nowhere']);
    expect(translations.isLoaded(['nowhere'])).toBe(true);
    expect(translations.fixedT('nowhere')('title')).toBe('title');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
