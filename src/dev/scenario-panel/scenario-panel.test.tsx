// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '../../shared/config/languages';
import { setUpTestI18n } from '../../shared/testing/test-i18n';
import type { ControlledOperation } from './sandbox-controls';
import { ScenarioPanel } from './scenario-panel';
import { addPanelTexts } from './texts';

const catalogues = import.meta.glob<Record<string, unknown>>('./locales/*.json', { eager: true, import: 'default' });

const OPERATIONS: ControlledOperation[] = [
  {
    operationId: 'getWalletOverview',
    method: 'POST',
    path: '/wallet/list',
    tag: 'wallet',
    answeredBy: 'sandbox',
    answers: ['ok', 'error', 'sessionExpired', 'slow', 'network'],
    fault: null,
  },
  {
    operationId: 'submitSpotOrder',
    method: 'POST',
    path: '/coin/trade',
    tag: 'trade',
    answeredBy: 'sandbox',
    answers: ['ok', 'error', 'sessionExpired', 'verificationRequired', 'slow', 'network'],
    fault: { answer: 'verificationRequired' },
  },
];

function mockControls() {
  const calls: Array<{ method: string; url: string; body?: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify(url.endsWith('/operations') ? OPERATIONS : { ok: true }), { status: 200 });
    }),
  );
  return calls;
}

beforeAll(async () => {
  await setUpTestI18n('en');
  addPanelTexts();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('scenario panel', () => {
  it('lists the operations with the answer chosen for each, and sets or clears a fault', async () => {
    const calls = mockControls();
    render(<ScenarioPanel onReset={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sandbox' }));
    const spot = await screen.findByRole('combobox', { name: 'Answer of submitSpotOrder' });
    expect((spot as HTMLSelectElement).value).toBe('verificationRequired');
    const wallet = screen.getByRole('combobox', { name: 'Answer of getWalletOverview' });
    expect([...(wallet as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Normal answer',
      'Error',
      'Session expired',
      'Slow answer (3 s)',
      'Network failure',
    ]);
    fireEvent.change(wallet, { target: { value: 'network' } });
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PUT',
        url: '/api/__sandbox/faults/getWalletOverview',
        body: { answer: 'network' },
      }),
    );
    fireEvent.change(spot, { target: { value: 'ok' } });
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'DELETE', url: '/api/__sandbox/faults/submitSpotOrder', body: undefined }),
    );
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'submitSpotOrder: Normal answer');
  });

  it('finds an operation by name or path, and resets the sandbox', async () => {
    const calls = mockControls();
    const onReset = vi.fn();
    render(<ScenarioPanel onReset={onReset} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sandbox' }));
    await screen.findByRole('combobox', { name: 'Answer of submitSpotOrder' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find an operation' }), {
      target: { value: 'wallet/list' },
    });
    expect(screen.queryByRole('combobox', { name: 'Answer of submitSpotOrder' })).toBeNull();
    expect(screen.getByText('1 operations')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset the sandbox' }));
    await waitFor(() => expect(onReset).toHaveBeenCalledTimes(1));
    expect(calls).toContainEqual({ method: 'POST', url: '/api/__sandbox/reset', body: undefined });
    expect(screen.getByRole('status').textContent).toBe('The sandbox is back to its starting state');
  });

  it('says so when the mock cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 502 })),
    );
    render(<ScenarioPanel onReset={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sandbox' }));
    expect((await screen.findByRole('status')).textContent).toBe('The mock’s controls cannot be reached');
  });
});

describe('its texts', () => {
  const flatten = (texts: Record<string, unknown>, prefix = ''): Array<[string, string]> =>
    Object.entries(texts).flatMap(([key, value]) =>
      value && typeof value === 'object'
        ? flatten(value as Record<string, unknown>, `${prefix}${key}.`)
        : [[`${prefix}${key}`, String(value)] as [string, string]],
    );
  const english = new Map(flatten(catalogues['./locales/en.json']));

  it.each(LANGUAGES.filter((language) => language !== 'en'))('are complete and translated in %s', (language) => {
    const texts = new Map(flatten(catalogues[`./locales/${language}.json`]));
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
    const words = (text: string) => text.replace(/\{\{\w+\}\}/g, '').replace(/[\d\s():：·]/g, '');
    const untranslated = [...texts].filter(([key, text]) => words(text) !== '' && text === english.get(key));
    expect(untranslated).toEqual([]);
  });
});
