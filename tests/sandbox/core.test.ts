/**
 * The sandbox's core through the generated client: accounts and sessions, what is saved is read back, requests
 * checked against the contract, refusals translated, faults and Prefer headers, reset and the state snapshot.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from './harness.ts';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(async () => {
  await sandbox?.stop();
});

const post = (path: string, token: string, form: Record<string, string>, lang = 'en') =>
  fetch(`${sandbox.url}${path}?lang=${lang}`, {
    method: 'POST',
    headers: { Authorization: token, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });

describe('accounts and sessions', () => {
  it('a first login creates the account; the token maps to it; a second login ends the first session', async () => {
    const alice = await sandbox.session({ login: 'alice@example.com' });
    const info = await alice.call((api) => api.getUserInfo());
    expect(info).toMatchObject({
      account_number: 'alice@example.com',
      email: 'alice@example.com',
      currency_usdt_id: 3,
    });
    const again = await sandbox.session({ login: 'alice@example.com' });
    expect(again.token).not.toBe(alice.token);
    expect((await again.call((api) => api.getUserInfo())).id).toBe(info.id);
    await expect(alice.call((api) => api.getUserInfo())).rejects.toMatchObject({ kind: 'session' });
  });

  it('refuses a wrong password, in the language of the request', async () => {
    await sandbox.session({ login: 'bob@example.com' });
    await expect(
      sandbox.api.loginUser({ user_string: 'bob@example.com', password: 'not-his-pass' }, { lang: 'jp' }),
    ).rejects.toMatchObject({ kind: 'business', message: 'パスワードが正しくありません' });
  });

  it('a registration creates the account, and a second one with the same e-mail is refused', async () => {
    const form = {
      type: 'email',
      user_string: 'carol@example.com',
      code: '482913',
      password: 'secret123',
      re_password: 'secret123',
    };
    await expect(sandbox.api.registerUser(form as never)).resolves.toBe('Registration successful');
    await expect(sandbox.api.registerUser(form as never, { lang: 'fra' })).rejects.toMatchObject({
      message: 'Ce compte existe déjà',
    });
    await expect(
      sandbox.api.registerUser({ ...form, user_string: 'dave@example.com', re_password: 'secret124' } as never),
    ).rejects.toMatchObject({ message: 'The passwords are inconsistent' });
  });

  it('logout ends the session: the token is refused afterwards, on HTTP and on the socket', async () => {
    const erin = await sandbox.session();
    await expect(erin.call((api) => api.logoutUser())).resolves.toBe('Logged out');
    await expect(erin.call((api) => api.getUserInfo())).rejects.toMatchObject({ kind: 'session' });
    await expect(erin.listen()).rejects.toThrow('socket login refused');
  });

  it('gives a well-formed token it never issued an account of its own (as any 32-hex token worked on Prism)', async () => {
    const token = 'feedfacefeedfacefeedfacefeedface';
    const first = (await (
      await fetch(`${sandbox.url}/api/user/info`, { headers: { Authorization: token } })
    ).json()) as {
      message: { id: number };
    };
    const second = (await (await fetch(`${sandbox.url}/user/info`, { headers: { Authorization: token } })).json()) as {
      message: { id: number };
    };
    expect(second.message.id).toBe(first.message.id);
  });
});

describe('what is saved is read back', () => {
  it('nickname, signature and avatar', async () => {
    const user = await sandbox.session();
    await expect(
      user.call((api) => api.updateNickname({ nickname: 'Kenji', signature: 'Trend follower since 2017' })),
    ).resolves.toBe(1);
    await expect(
      user.call((api) => api.updateNickname({ nickname: 'Kenji', signature: 'Trend follower since 2017' })),
    ).resolves.toBe(0);
    await expect(
      user.call((api) => api.updateAvatar({ head_portrait: '/upload/20261102/1793612345123456.png' })),
    ).resolves.toBe(1);
    expect(await user.call((api) => api.getUserInfo())).toMatchObject({
      nickname: 'Kenji',
      signature: 'Trend follower since 2017',
      head_portrait: '/upload/20261102/1793612345123456.png',
    });
  });
});

describe('requests are checked against the contract', () => {
  it('answers 422 with the error envelope, naming the parameter, in the request language', async () => {
    const user = await sandbox.session();
    const response = await post('/api/user/editNickname', user.token, { nickname: 'x' }, 'spa');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ type: 'error', message: 'Error de parámetro: body.nickname' });
  });

  it('a secured operation without a token: 401 with the 999 envelope, as Prism answers', async () => {
    const response = await fetch(`${sandbox.url}/api/user/info?lang=en`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ type: '999', message: 'Please log in first' });
  });
});

describe('faults, latency and Prefer headers', () => {
  it('Prefer: example=... still answers the written example, for an operation the sandbox owns', async () => {
    const user = await sandbox.session();
    const response = await fetch(`${sandbox.url}/api/user/info?lang=en`, {
      headers: { Authorization: user.token, Prefer: 'example=error' },
    });
    expect(await response.json()).toEqual({ type: 'error', message: 'Member not found' });
  });

  it('a fault set on an operation answers its error envelopes, slow answers or dropped connections', async () => {
    const user = await sandbox.session();
    await sandbox.control.fault('getUserInfo', { answer: 'sessionExpired', times: 1 });
    await expect(user.call((api) => api.getUserInfo())).rejects.toMatchObject({ kind: 'session' });
    await expect(user.call((api) => api.getUserInfo())).resolves.toMatchObject({ score: 100 });
    await sandbox.control.fault('getUserInfo', { answer: 'error' });
    await expect(user.call((api) => api.getUserInfo())).rejects.toMatchObject({ message: 'Member not found' });
    await sandbox.control.fault('getUserInfo', { answer: 'slow', delayMs: 400 });
    const started = performance.now();
    await user.call((api) => api.getUserInfo());
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    await sandbox.control.fault('getSiteConfig', { answer: 'network', times: 1 });
    await expect(fetch(`${sandbox.url}/api/getSiteConfig`)).rejects.toThrow();
    await sandbox.control.clearFaults();
    await expect(user.call((api) => api.getUserInfo())).resolves.toMatchObject({ score: 100 });
  });

  it('lists every operation with who answers it and the answers a fault can choose', async () => {
    const operations = await sandbox.control.raw<Array<{ operationId: string; answeredBy: string; answers: string[] }>>(
      'GET',
      '/operations',
    );
    expect(operations.find((operation) => operation.operationId === 'getUserInfo')).toMatchObject({
      answeredBy: 'sandbox',
      answers: ['ok', 'error', 'sessionExpired', 'slow', 'network'],
    });
    expect(operations.find((operation) => operation.operationId === 'getSiteConfig')?.answeredBy).toBe('prism');
    await expect(sandbox.control.fault('noSuchOperation', { answer: 'error' })).rejects.toThrow('no operation');
    await expect(sandbox.control.fault('getUserInfo', { answer: 'teapot' })).rejects.toThrow('answer must be');
  });
});

describe('state', () => {
  it('reads the whole state as JSON, loads it back, and resets to the seed', async () => {
    const user = await sandbox.session();
    await user.call((api) => api.updateNickname({ nickname: 'Saved1' }));
    const snapshot = await sandbox.control.state();
    const id = snapshot.tokens[user.token];
    expect(snapshot.users[id].slices.profile).toMatchObject({ nickname: 'Saved1' });
    await user.call((api) => api.updateNickname({ nickname: 'Changed2' }));
    await sandbox.control.raw('PUT', '/state', snapshot);
    expect((await user.call((api) => api.getUserInfo())).nickname).toBe('Saved1');
    await sandbox.control.reset();
    expect(Object.keys((await sandbox.control.state()).users)).toEqual([]);
    await expect(user.call((api) => api.getUserInfo())).resolves.toMatchObject({ nickname: null });
  });
});
