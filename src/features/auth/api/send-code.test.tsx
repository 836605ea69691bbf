// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttpClient, resetHttpClient } from '../../../shared/lib/http/http-config';
import { testQueryClient } from '../../../shared/testing/render';
import { useToastStore } from '../../../shared/ui/toast/toast-store';
import { useSendVerificationCode } from './send-code';

type Call = { url: string; init: RequestInit };

/** Answers every call with `body` and records what was sent. */
function answerWith(body: unknown) {
  const calls: Call[] = [];
  configureHttpClient({
    getLanguage: () => 'en',
    toast: vi.fn(),
    fetch: async (input, init) => {
      calls.push({ url: String(input), init: init ?? {} });
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    },
  });
  return calls;
}

/** The sender, as a form holds it. */
function renderSender() {
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSendVerificationCode(), { wrapper }).result.current;
}

const formOf = (call: Call) => Object.fromEntries(new URLSearchParams(String(call.init.body)));

beforeEach(() => useToastStore.setState({ current: null }));
afterEach(() => resetHttpClient());

describe('useSendVerificationCode', () => {
  it('sends a phone code without a token through the public sender, with the number and its area code', async () => {
    const calls = answerWith({ type: 'ok', message: 'Verification code sent' });
    await renderSender()({ type: 'mobile', account: ' 09012345678 ', areaCode: '86' }, 'register');
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/api/sms_mail?lang=en');
    expect(calls[0].init.method).toBe('POST');
    expect(formOf(calls[0])).toEqual({ user_string: '09012345678', type: 'register', area_code: '86' });
    expect(new Headers(calls[0].init.headers).has('Authorization')).toBe(false);
    expect(useToastStore.getState().current?.message).toBe('Verification code sent');
  });

  it('sends an e-mail code for a password reset without an area code', async () => {
    const calls = answerWith({ type: 'ok', message: 'Verification code sent' });
    await renderSender()({ type: 'email', account: 'trader@example.com', areaCode: '81' }, 'forget');
    expect(calls.map((call) => call.url)).toEqual(['/api/sms_mail?lang=en']);
    expect(formOf(calls[0])).toEqual({ user_string: 'trader@example.com', type: 'forget' });
  });

  it('rejects when the server refuses, so the countdown does not start', async () => {
    answerWith({ type: 'error', message: 'Please try again in 60 seconds' });
    await expect(
      renderSender()({ type: 'mobile', account: '09012345678', areaCode: '81' }, 'forget'),
    ).rejects.toMatchObject({ kind: 'business' });
    expect(useToastStore.getState().current).toBeNull();
  });
});
