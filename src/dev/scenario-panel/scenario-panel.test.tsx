// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '../../shared/config/languages';
import { useSessionStore } from '../../shared/state/session-store';
import { setUpTestI18n } from '../../shared/testing/test-i18n';
import type { ControlledOperation, SentCode } from './sandbox-controls';
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

const SENT: SentCode[] = [
  {
    id: 2,
    to: 'trader@example.com',
    channel: 'email',
    purpose: 'withdraw',
    code: '604218',
    sentAt: '2026-11-23T10:08:00.000Z',
    expiresAt: '2026-11-23T10:18:00.000Z',
    status: 'valid',
  },
  {
    id: 1,
    to: '09012345678',
    channel: 'sms',
    areaCode: 81,
    purpose: 'mobile',
    code: '031977',
    sentAt: '2026-11-23T10:07:00.000Z',
    expiresAt: '2026-11-23T10:17:00.000Z',
    status: 'used',
  },
];

function mockControls(outbox: () => SentCode[] = () => SENT) {
  const calls: Array<{ method: string; url: string; body?: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const path = new URL(url, 'http://app').pathname;
      const answer = path.endsWith('/operations') ? OPERATIONS : path.endsWith('/outbox') ? outbox() : { ok: true };
      return new Response(JSON.stringify(answer), { status: 200 });
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
  useSessionStore.setState({ token: null });
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

  it("signed in, sets this session's answers by default, and the whole mock's when asked", async () => {
    const token = '0123456789abcdef0123456789abcdef';
    useSessionStore.setState({ token });
    const calls = mockControls();
    render(<ScenarioPanel onReset={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sandbox' }));
    const wallet = await screen.findByRole('combobox', { name: 'Answer of getWalletOverview' });
    const onlyThisSession = screen.getByRole('checkbox', { name: "Only this session's calls" }) as HTMLInputElement;
    expect(onlyThisSession.checked).toBe(true);
    expect(calls).toContainEqual({ method: 'GET', url: `/api/__sandbox/operations?token=${token}`, body: undefined });
    fireEvent.change(wallet, { target: { value: 'error' } });
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PUT',
        url: '/api/__sandbox/faults/getWalletOverview',
        body: { answer: 'error', token },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Normal answers everywhere' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'DELETE', url: `/api/__sandbox/faults?token=${token}`, body: undefined }),
    );

    fireEvent.click(onlyThisSession);
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'GET', url: '/api/__sandbox/operations', body: undefined }),
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Answer of getWalletOverview' }), {
      target: { value: 'slow' },
    });
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PUT',
        url: '/api/__sandbox/faults/getWalletOverview',
        body: { answer: 'slow' },
      }),
    );
  });

  it("signed out, the answers are the whole mock's: the scope cannot be a session", async () => {
    mockControls();
    render(<ScenarioPanel onReset={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sandbox' }));
    await screen.findByRole('combobox', { name: 'Answer of getWalletOverview' });
    const onlyThisSession = screen.getByRole('checkbox', { name: "Only this session's calls" }) as HTMLInputElement;
    expect(onlyThisSession.checked).toBe(false);
    expect(onlyThisSession.disabled).toBe(true);
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

  it('shows the outbox with every code sent, newest first, and reads it again while it is shown', async () => {
    let sent: SentCode[] = SENT.slice(1);
    const calls = mockControls(() => sent);
    render(<ScenarioPanel onReset={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sandbox' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Outbox' }));
    expect(screen.getByRole('tab', { name: 'Outbox' }).getAttribute('aria-selected')).toBe('true');
    expect((await screen.findByLabelText('Code sent to 09012345678')).textContent).toBe('031977');
    expect(screen.getByText('+81 09012345678')).toBeTruthy();
    expect(screen.getByText(/SMS · phone binding · sent/)).toBeTruthy();
    expect(screen.getByText('used')).toBeTruthy();
    sent = SENT;
    expect((await screen.findByLabelText('Code sent to trader@example.com', {}, { timeout: 4000 })).textContent).toBe(
      '604218',
    );
    const codes = within(screen.getByRole('list', { name: 'Codes sent' })).getAllByText(/^\d{6}$/);
    expect(codes.map((code) => code.textContent)).toEqual(['604218', '031977']);
    expect(calls.filter((call) => call.url === '/api/__sandbox/outbox').length).toBeGreaterThanOrEqual(2);
    fireEvent.click(screen.getByRole('tab', { name: 'Operations' }));
    expect(await screen.findByRole('combobox', { name: 'Answer of submitSpotOrder' })).toBeTruthy();
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
