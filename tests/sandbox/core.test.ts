/**
 * The sandbox's core through the generated client: accounts and sessions, what is saved is read back, requests
 * checked against the contract, refusals translated, faults and Prefer headers, reset and the state snapshot.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from './harness.ts';
import { domesticBankCard, internationalBankCard } from '../../src/shared/testing/bank-cards.ts';
import { resetServerClock, serverNow } from '../../src/shared/lib/time/server-clock.ts';

const sandbox = useSandbox();

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
      code: await sandbox.sendCode('carol@example.com', 'register'),
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

describe('identity verification', () => {
  it('an account made by a first login is a verified trader', async () => {
    const user = await sandbox.session();
    expect(await user.call((api) => api.getVerificationState())).toMatchObject({
      real_status: 1,
      review_status: 2,
      real_data: { review_status: 2 },
    });
    await expect(
      user.call((api) =>
        api.submitVerification({ real_type: 1, id_type: 1, name: 'Somebody Else', card_id: 'X1234567' }),
      ),
    ).rejects.toMatchObject({ message: 'Your verification has already been submitted' });
  });

  it('a new registration trades only once its verification is approved (998 until then)', async () => {
    const frank = await sandbox.register('frank@example.com');
    const order = () =>
      frank.call((api) => api.submitSpotOrder({ amount: '0.01', currency_id: 2, legal_id: 3, type: 1 }));
    await expect(order()).rejects.toMatchObject({ kind: 'verification' });
    expect(await frank.call((api) => api.getVerificationState())).toMatchObject({ real_status: 0, review_status: 0 });
    await frank.call((api) =>
      api.submitVerification({
        real_type: 1,
        id_type: 1,
        name: 'Frank Weber',
        card_id: 'C01X00T47',
        country: 'Germany',
      }),
    );
    expect(await frank.call((api) => api.getVerificationState())).toMatchObject({
      real_status: 1,
      review_status: 1,
      real_data: { name: 'Frank Weber', card_id: 'C01X00T47', review_status: 1 },
    });
    await expect(order()).rejects.toMatchObject({ kind: 'verification' });
    await sandbox.control.advance(10_000);
    expect(await frank.call((api) => api.getUserInfo())).toMatchObject({
      review_status: 2,
      is_realname: 2,
      name: 'Frank Weber',
    });
    await expect(order()).resolves.toBe('');
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

describe('uploads', () => {
  const PNG = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
    (character) => character.charCodeAt(0),
  );

  it('keeps an uploaded picture and serves it at the path it answers, which the profile then shows', async () => {
    const user = await sandbox.session();
    const path = await user.call((api) => api.uploadFile({ file: new Blob([PNG], { type: 'image/png' }) }));
    expect(path).toMatch(/^\/upload\/\d{8}\/\d+\.png$/);
    const served = await fetch(`${sandbox.mock.socketUrl}${path}`);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    await user.call((api) => api.updateAvatar({ head_portrait: path }));
    expect((await user.call((api) => api.getUserInfo())).head_portrait).toBe(path);
  });

  it('refuses what is not a JPEG or a PNG, whatever its name says', async () => {
    const user = await sandbox.session();
    await expect(
      user.call((api) => api.uploadFile({ file: new File(['not a picture'], 'photo.png', { type: 'image/png' }) })),
    ).rejects.toMatchObject({ kind: 'business' });
  });
});

describe('address book, bank cards and favourites', () => {
  it('a saved withdrawal address is listed, edited in place, and a duplicate refused', async () => {
    const user = await sandbox.session();
    const address = 'TQ5nM8wV3u9GkqUj2m6cLxR7aP1sD4fH8e';
    await expect(
      user.call((api) => api.saveWalletAddress({ currency: 3, address, qrcode: '/upload/qr/1.png', type: 'TRC20' })),
    ).resolves.toBe('Added successfully');
    const [saved] = (await user.call((api) => api.listWalletAddresses())).data;
    expect(saved).toMatchObject({ currency: 3, name: 'USDT', address, type: 'TRC20', logo: '/upload/coin/usdt.svg' });
    await expect(
      user.call((api) => api.saveWalletAddress({ currency: 3, address, qrcode: '/upload/qr/2.png' })),
    ).rejects.toMatchObject({ message: 'This address already exists' });
    await user.call((api) =>
      api.saveWalletAddress({ id: saved.id, currency: 3, name: 'Cold wallet', address, qrcode: '/upload/qr/2.png' }),
    );
    const listed = await user.call((api) => api.listWalletAddresses());
    expect(listed.total).toBe(1);
    expect(listed.data[0]).toMatchObject({ id: saved.id, name: 'Cold wallet', qrcode: '/upload/qr/2.png' });
  });

  it('bank cards read back what was saved, empty before', async () => {
    const user = await sandbox.session();
    expect(await user.call((api) => api.getBankCard())).toMatchObject({ real_name: '', bank_account: '' });
    const card = domesticBankCard;
    await user.call((api) => api.saveBankCard(card));
    expect(await user.call((api) => api.getBankCard())).toMatchObject(card);
    const international = internationalBankCard;
    await user.call((api) => api.saveInternationalBankCard(international));
    expect(await user.call((api) => api.getInternationalBankCard())).toEqual(international);
  });

  it('favourites: added once, listed, removed', async () => {
    const user = await sandbox.session();
    const { id } = await user.call((api) => api.addFavourite({ currency_id: 2 }));
    await expect(user.call((api) => api.addFavourite({ currency_id: 2 }))).rejects.toMatchObject({
      message: 'You have already added this favourite',
    });
    expect(await user.call((api) => api.listFavourites())).toEqual([{ id, currency_id: 2 }]);
    await user.call((api) => api.removeFavourite({ id }));
    expect(await user.call((api) => api.listFavourites())).toEqual([]);
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

  it("a fault set for one session answers that session's calls alone, ahead of the whole mock's", async () => {
    const [alice, bob] = [await sandbox.session(), await sandbox.session()];
    await sandbox.control.fault('getUserInfo', { answer: 'error', token: alice.token });
    await expect(alice.call((api) => api.getUserInfo())).rejects.toMatchObject({ message: 'Member not found' });
    await expect(bob.call((api) => api.getUserInfo())).resolves.toMatchObject({ score: 100 });
    const listed = (token?: string) =>
      sandbox.control.raw<Record<string, { answer: string }>>('GET', `/faults${token ? `?token=${token}` : ''}`);
    expect((await listed(alice.token)).getUserInfo).toMatchObject({ answer: 'error', token: alice.token });
    expect((await listed(bob.token)).getUserInfo).toBeUndefined();
    expect((await listed()).getUserInfo).toBeUndefined();

    // the whole mock's fault for everyone else; alice keeps her own, until it is cleared
    await sandbox.control.fault('getUserInfo', { answer: 'sessionExpired' });
    await expect(bob.call((api) => api.getUserInfo())).rejects.toMatchObject({ kind: 'session' });
    await expect(alice.call((api) => api.getUserInfo())).rejects.toMatchObject({ message: 'Member not found' });
    await sandbox.control.raw('DELETE', `/faults/getUserInfo?token=${alice.token}`);
    await expect(alice.call((api) => api.getUserInfo())).rejects.toMatchObject({ kind: 'session' });
    await sandbox.control.clearFaults();
    await expect(bob.call((api) => api.getUserInfo())).resolves.toMatchObject({ score: 100 });

    // a token the sandbox could not have issued is refused, and sets nothing
    await expect(sandbox.control.fault('getUserInfo', { answer: 'error', token: '<script>' })).rejects.toThrow(
      'token must be a session token',
    );
    await expect(sandbox.control.raw('GET', '/faults?token=__proto__')).rejects.toThrow(
      'token must be a session token',
    );
    expect(await listed()).toEqual({});
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

describe("the server's clock", () => {
  it("every answer's Date header is the mock's clock, and the app's server clock follows it when it moves", async () => {
    resetServerClock();
    const user = await sandbox.session();
    await user.call((api) => api.getUserInfo());
    const { clock } = await sandbox.control.stats();
    // the mock's clock runs from the test instant (MOCK_NOW), this process's from the wall time
    const offset = clock.now - Date.now();
    // the header names the second: the offset is known to within it
    const serverOffset = () => serverNow() - Date.now();
    expect(Math.abs(serverOffset() - offset)).toBeLessThan(1000);

    await sandbox.control.advance(3_600_000);
    await user.call((api) => api.listFavourites());
    expect(Math.abs(serverOffset() - (offset + 3_600_000))).toBeLessThan(1000);
    expect(Math.abs(serverNow() - (await sandbox.control.stats()).clock.now)).toBeLessThan(1000);
  });
});
