import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { httpRequest } from './http-client';
import { configureHttpClient, resetHttpClient } from './http-config';

type Call = { url: string; init: RequestInit };

function answer(body: unknown, status = 200): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function setUp(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const toast = vi.fn();
  const clearSession = vi.fn();
  const navigate = vi.fn();
  configureHttpClient({
    getToken: () => 'f'.repeat(32),
    getLanguage: () => 'en',
    toast,
    clearSession,
    navigate,
    uploadFailedMessage: () => 'Upload failed',
    uploadErrorMessage: () => 'Upload error',
    fetch: async (input, init) => {
      const call = { url: String(input), init: init ?? {} };
      calls.push(call);
      return respond(call);
    },
  });
  return { calls, toast, clearSession, navigate };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to be rejected');
}

beforeEach(() => resetHttpClient());
afterEach(() => vi.useRealTimers());

describe('requests', () => {
  it('prefixes /api, adds the current language and the raw token', async () => {
    const { calls } = setUp(() => answer({ type: 'ok', message: [] }));
    await httpRequest('/optional/list', { method: 'GET' });
    expect(calls[0].url).toBe('/api/optional/list?lang=en');
    expect(new Headers(calls[0].init.headers).get('Authorization')).toBe('f'.repeat(32));
  });

  it('keeps an explicit lang and the query built by the caller', async () => {
    const { calls } = setUp(() => answer({ type: 'ok', message: [] }));
    await httpRequest('/user/wallet/list?page=2&lang=kor', { method: 'GET' });
    expect(calls[0].url).toBe('/api/user/wallet/list?page=2&lang=kor');
  });

  it('sends no Authorization header without a token', async () => {
    const { calls } = setUp(() => answer({ type: 'ok', message: {} }));
    configureHttpClient({ getToken: () => null });
    await httpRequest('/getSiteConfig', { method: 'GET' });
    expect(new Headers(calls[0].init.headers).has('Authorization')).toBe(false);
  });

  it('posts the form body it is given', async () => {
    const { calls } = setUp(() => answer({ type: 'ok', message: 'a'.repeat(32) }));
    const body = new URLSearchParams({ user_string: 'trader@example.com', password: 'secret123' });
    await httpRequest('/user/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(calls[0].init.method).toBe('POST');
    expect(String(calls[0].init.body)).toBe('user_string=trader%40example.com&password=secret123');
    expect(new Headers(calls[0].init.headers).get('Content-Type')).toBe('application/x-www-form-urlencoded');
  });
});

describe('answers', () => {
  it('resolves type ok to its message', async () => {
    setUp(() => answer({ type: 'ok', message: { site_name: 'Tradedesk' } }));
    await expect(httpRequest('/getSiteConfig')).resolves.toEqual({ site_name: 'Tradedesk' });
  });

  it('resolves code 1 (the k-line envelope) to its data', async () => {
    setUp(() => answer({ code: 1, msg: 'success', data: [{ id: 1 }] }));
    await expect(httpRequest('/currency/new_timeshar')).resolves.toEqual([{ id: 1 }]);
  });

  it('type error: toasts the message for 1.5 s and rejects with it', async () => {
    const { toast, navigate } = setUp(() => answer({ type: 'error', message: 'Insufficient balance' }));
    const error = await rejection(httpRequest('/coin/trade', { method: 'POST' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('business');
    expect(error.message).toBe('Insufficient balance');
    expect(toast).toHaveBeenCalledWith('Insufficient balance', 1500);
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['an object of field errors', { number: ['The number must be at least 0.01.'] }],
    ['an array of texts', ['The number must be at least 0.01.', 'The rate is invalid.']],
  ])('type error with %s: toasts its first text', async (_kind, message) => {
    const { toast } = setUp(() => answer({ type: 'error', message }));
    const error = await rejection(httpRequest('/wallet/out', { method: 'POST' }));
    expect(error.message).toBe('The number must be at least 0.01.');
    expect(toast).toHaveBeenCalledWith('The number must be at least 0.01.', 1500);
  });

  it('code -1 (k-line error) toasts msg and rejects', async () => {
    const { toast } = setUp(() => answer({ code: -1, msg: 'error: period invalid', data: [] }));
    const error = await rejection(httpRequest('/currency/new_timeshar'));
    expect(error.message).toBe('error: period invalid');
    expect(toast).toHaveBeenCalledWith('error: period invalid', 1500);
  });

  it('type 999: toasts, clears the session, opens login after 1.2 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { toast, clearSession, navigate } = setUp(() => answer({ type: '999', message: 'Please log in first' }));
    const error = await rejection(httpRequest('/user/info'));
    expect(error.kind).toBe('session');
    expect(toast).toHaveBeenCalledWith('Please log in first', 1500);
    expect(clearSession).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1199);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith('/pages/common/login');
  });

  it('type 998: toasts, opens verification after 1.2 s and the toast stays there, keeping the session', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { toast, clearSession, navigate } = setUp(() => answer({ type: '998', message: 'Verify first' }));
    const error = await rejection(httpRequest('/wallet/out', { method: 'POST' }));
    expect(error.kind).toBe('verification');
    expect(toast).toHaveBeenCalledWith('Verify first', 1200 + 1500);
    expect(clearSession).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1199);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith('/pages/setting/real_mark');
  });

  it('a status other than 200 rejects without a message and without a toast', async () => {
    const { toast } = setUp(() => answer({ type: 'error', message: 'ignored' }, 500));
    const error = await rejection(httpRequest('/wallet/list', { method: 'POST' }));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(500);
    expect(error.message).toBe('');
    expect(toast).not.toHaveBeenCalled();
  });

  it('a 200 answer that is not JSON rejects without a message', async () => {
    setUp(() => answer('<html>gateway</html>'));
    const error = await rejection(httpRequest('/wallet/list', { method: 'POST' }));
    expect(error.kind).toBe('http');
    expect(error.message).toBe('');
  });
});

describe('time limit', () => {
  it('aborts after 60 s without an answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    setUp(
      ({ init }) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = rejection(httpRequest('/wallet/list', { method: 'POST' }));
    await vi.advanceTimersByTimeAsync(59_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.kind).toBe('timeout');
  });

  it('passes the caller cancellation through', async () => {
    setUp(
      ({ init }) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = httpRequest('/wallet/list', { method: 'POST', signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('upload', () => {
  const file = () => {
    const form = new FormData();
    form.set('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    return form;
  };

  it.each([
    ['zh', 'zh-cn'],
    ['hk', 'zh-tw'],
    ['en', 'en'],
    ['jp', 'en'],
  ])('language %s sends accept-language %s and the token', async (language, expected) => {
    const { calls } = setUp(() => answer({ type: 'ok', message: '/upload/1.png' }));
    configureHttpClient({ getLanguage: () => language });
    await expect(httpRequest('/upload', { method: 'POST', body: file() })).resolves.toBe('/upload/1.png');
    const headers = new Headers(calls[0].init.headers);
    expect(headers.get('accept-language')).toBe(expected);
    expect(headers.get('Authorization')).toBe('f'.repeat(32));
    expect(calls[0].init.body).toBeInstanceOf(FormData);
  });

  it('a status other than 200 gives the upload-failure message', async () => {
    const { toast } = setUp(() => answer('', 413));
    const error = await rejection(httpRequest('/upload', { method: 'POST', body: file() }));
    expect(error.message).toBe('Upload failed');
    expect(toast).toHaveBeenCalledWith('Upload failed', 1500);
  });

  it('a network error gives the upload-error message', async () => {
    const { toast } = setUp(() => {
      throw new TypeError('fetch failed');
    });
    const error = await rejection(httpRequest('/upload', { method: 'POST', body: file() }));
    expect(error.kind).toBe('network');
    expect(error.message).toBe('Upload error');
    expect(toast).toHaveBeenCalledWith('Upload error', 1500);
  });

  it('another type rejects with the server message', async () => {
    setUp(() => answer({ type: 'error', message: 'wrong format' }));
    const error = await rejection(httpRequest('/upload', { method: 'POST', body: file() }));
    expect(error.message).toBe('wrong format');
  });
});

describe('contract validation', () => {
  const validators = {
    'GET /getSiteConfig': {
      operationId: 'getSiteConfig',
      schema: z.strictObject({ site_name: z.string(), coins: z.array(z.strictObject({ price: z.string() })) }),
    },
  };

  it('accepts a payload that matches the generated schema', async () => {
    setUp(() => answer({ type: 'ok', message: { site_name: 'Tradedesk', coins: [{ price: '1.5' }] } }));
    configureHttpClient({ responseValidators: validators });
    await expect(httpRequest('/getSiteConfig')).resolves.toMatchObject({ site_name: 'Tradedesk' });
  });

  it('fails loudly, naming the operation and the JSON path of the bad field', async () => {
    const onContractViolation = vi.fn();
    setUp(() => answer({ type: 'ok', message: { site_name: 'Tradedesk', coins: [{ price: 1.5 }] } }));
    configureHttpClient({ responseValidators: validators, onContractViolation });
    const error = await rejection(httpRequest('/getSiteConfig'));
    expect(error.kind).toBe('contract');
    expect(error.message).toContain('getSiteConfig');
    expect(error.message).toContain('message.coins[0].price');
    expect(onContractViolation).toHaveBeenCalledWith(error);
  });

  it('holds a request until the validators being loaded are there, and checks its answer with them', async () => {
    const { calls } = setUp(() => answer({ type: 'ok', message: { site_name: 'x', coins: [], extra: 1 } }));
    let loaded!: () => void;
    const pending = new Promise<void>((done) => (loaded = done)).then(() =>
      configureHttpClient({ responseValidators: validators, onContractViolation: () => undefined }),
    );
    configureHttpClient({ pending });
    const request = rejection(httpRequest('/getSiteConfig'));
    await Promise.resolve();
    expect(calls).toHaveLength(0);
    loaded();
    expect((await request).kind).toBe('contract');
    expect(calls).toHaveLength(1);
  });

  it('rejects a field the contract does not know', async () => {
    setUp(() => answer({ type: 'ok', message: { site_name: 'x', coins: [], extra: 1 } }));
    configureHttpClient({ responseValidators: validators, onContractViolation: () => undefined });
    const error = await rejection(httpRequest('/getSiteConfig'));
    expect(error.kind).toBe('contract');
  });
});
