/**
 * Verification codes as a mail catcher shows them: every code the sandbox sends is in the outbox
 * (`GET /__sandbox/outbox`), only the newest one for an address and purpose passes, once, for 10 minutes of the
 * mock's clock; and what the codes and passwords guard: registration, the fund password, withdrawals, the phone,
 * the password reset and the password changes.
 */
import { describe, expect, it } from 'vitest';
import { CODE_LIFETIME_MS } from '@tradedesk/mock-server/testing';
import { balancesOf } from './balances.ts';
import { FUND_PASSWORD, useSandbox, type Session } from './harness.ts';
import { USDT } from './coins.ts';

const sandbox = useSandbox({ ticksPerSecond: 0.001 });
const ADDRESS = 'TQ5nM8wV3u9GkqUj2m6cLxR7aP1sD4fH8e';

/** A code that is not `code` (the next 6 digits round). */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const withdraw = (user: Session, code: string, payPassword = FUND_PASSWORD) =>
  user.call((api) =>
    api.submitWithdrawal({
      currency: USDT,
      number: '50',
      type: 0,
      rate: '1',
      address: ADDRESS,
      pay_password: payPassword,
      code,
    }),
  );

/** A registration of that login with that code (by e-mail unless `extra` says otherwise). */
const form = (user_string: string, code: string, extra: Record<string, unknown> = {}) =>
  ({ type: 'email', user_string, code, password: 'secret123', re_password: 'secret123', ...extra }) as never;

/** `password` now logs `login` in, and `old` is refused as a wrong password. */
async function expectOnlyPassword(login: string, password: string, old: string) {
  await expect(sandbox.api.loginUser({ user_string: login, password: old })).rejects.toMatchObject({
    message: 'Wrong password',
  });
  await expect(sandbox.api.loginUser({ user_string: login, password })).resolves.toMatch(/^[0-9a-f]{32}$/);
}

describe('the outbox', () => {
  it('lists every code sent, newest first, with its address, channel, purpose and lifetime', async () => {
    const now = await sandbox.now();
    await sandbox.api.sendEmailCode({ user_string: 'Outbox.One@Example.com', type: 'register' });
    await sandbox.api.sendEmailCode({ user_string: '09011112222', type: 'forget', area_code: 81 });
    const [sms, mail] = await sandbox.control.outbox();
    expect(mail).toMatchObject({
      to: 'outbox.one@example.com',
      channel: 'email',
      purpose: 'register',
      status: 'valid',
    });
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(Date.parse(mail.sentAt)).toBeGreaterThanOrEqual(now);
    expect(Date.parse(mail.expiresAt) - Date.parse(mail.sentAt)).toBe(CODE_LIFETIME_MS);
    expect(CODE_LIFETIME_MS).toBe(10 * 60_000);
    expect(sms).toMatchObject({ to: '09011112222', channel: 'sms', areaCode: 81, purpose: 'forget' });
    expect(await sandbox.control.outbox('outbox.one@example.com')).toEqual([mail]);
  });

  it('answers the send in the language of the request', async () => {
    await expect(
      sandbox.api.sendEmailCode({ user_string: 'lang@example.com', type: 'register' }, { lang: 'jp' }),
    ).resolves.toBe('認証コードを送信しました');
  });
});

describe('a registration code', () => {
  it('only the newest code sent to the address passes; a wrong one is refused, in the language asked', async () => {
    const first = await sandbox.sendCode('reg.one@example.com', 'register');
    const second = await sandbox.sendCode('reg.one@example.com', 'register');
    await expect(sandbox.api.registerUser(form('reg.one@example.com', otherThan(second)))).rejects.toMatchObject({
      kind: 'business',
      message: 'Incorrect verification code',
    });
    await expect(
      sandbox.api.registerUser(form('reg.one@example.com', otherThan(second)), { lang: 'jp' }),
    ).rejects.toMatchObject({ message: '認証コードが正しくありません' });
    if (first !== second)
      await expect(sandbox.api.registerUser(form('reg.one@example.com', first))).rejects.toMatchObject({
        message: 'Incorrect verification code',
      });
    // a code sent to another address does not register this one
    const elsewhere = await sandbox.sendCode('reg.other@example.com', 'register');
    if (elsewhere !== second)
      await expect(sandbox.api.registerUser(form('reg.one@example.com', elsewhere))).rejects.toMatchObject({
        message: 'Incorrect verification code',
      });
    await expect(sandbox.api.registerUser(form('reg.one@example.com', second))).resolves.toBe(
      'Registration successful',
    );
    expect((await sandbox.control.outbox('reg.one@example.com'))[0]).toMatchObject({ code: second, status: 'used' });
  });

  it('a code for another purpose does not register', async () => {
    const code = await sandbox.sendCode('reg.two@example.com', 'forget');
    await expect(sandbox.api.registerUser(form('reg.two@example.com', code))).rejects.toMatchObject({
      message: 'Incorrect verification code',
    });
  });

  it('expires 10 minutes after it was sent, on the mock clock', async () => {
    const code = await sandbox.sendCode('reg.three@example.com', 'register');
    await sandbox.control.advance(CODE_LIFETIME_MS + 1000);
    await expect(sandbox.api.registerUser(form('reg.three@example.com', code))).rejects.toMatchObject({
      message: 'The verification code has expired, please request a new one',
    });
    expect((await sandbox.control.outbox('reg.three@example.com'))[0].status).toBe('expired');
    const fresh = await sandbox.sendCode('reg.three@example.com', 'register');
    await sandbox.control.advance(CODE_LIFETIME_MS - 60_000);
    await expect(sandbox.api.registerUser(form('reg.three@example.com', fresh))).resolves.toBe(
      'Registration successful',
    );
  });

  it('a phone registration takes the SMS code sent to that number', async () => {
    const code = await sandbox.sendCode('08012340000', 'register', undefined, 81);
    await expect(sandbox.api.registerUser(form('08012340000', code, { type: 'mobile', area_code: 81 }))).resolves.toBe(
      'Registration successful',
    );
  });
});

describe('checking an e-mail code', () => {
  it('passes the right code without using it up, refuses a wrong one', async () => {
    const code = await sandbox.sendCode('check@example.com', 'register');
    await expect(
      sandbox.api.checkEmailCode({ user_string: 'check@example.com', email_code: otherThan(code) }),
    ).rejects.toMatchObject({ message: 'Incorrect verification code' });
    await expect(sandbox.api.checkEmailCode({ user_string: 'check@example.com', email_code: code })).resolves.toBe(
      'Verification successful',
    );
    await expect(sandbox.api.registerUser(form('check@example.com', code))).resolves.toBe('Registration successful');
  });
});

describe('the fund password and withdrawals', () => {
  it('an account without a fund password cannot withdraw, whatever it sends', async () => {
    const user = await sandbox.session();
    expect(await user.call((api) => api.getUserInfo())).toMatchObject({ pay_password_set: false });
    const before = await balancesOf(user);
    const code = await sandbox.sendCode(user.login, 'withdraw', user);
    await expect(withdraw(user, code, '246810')).rejects.toMatchObject({
      kind: 'business',
      message: 'Set a fund password before withdrawing',
    });
    await expect(user.call((api) => api.getUserInfo())).resolves.toMatchObject({ pay_password_set: false });
    expect((await balancesOf(user)).change[USDT]).toEqual(before.change[USDT]);
    expect((await sandbox.control.outbox(user.login))[0].status).toBe('valid');
  });

  it('the fund password is set with the code e-mailed for it; then a withdrawal takes it and its own code, once', async () => {
    const user = await sandbox.session();
    const safe = await sandbox.sendCode(user.login, 'safe', user);
    await expect(
      user.call((api) =>
        api.setFundPasswordWithCode({ password: FUND_PASSWORD, re_password: FUND_PASSWORD, code: otherThan(safe) }),
      ),
    ).rejects.toMatchObject({ message: 'Incorrect verification code' });
    await expect(
      user.call((api) =>
        api.setFundPasswordWithCode({ password: FUND_PASSWORD, re_password: FUND_PASSWORD, code: safe }),
      ),
    ).resolves.toBe('Fund password set successfully');
    expect(await user.call((api) => api.getUserInfo())).toMatchObject({ pay_password_set: true });
    // a code is good once
    await expect(
      user.call((api) => api.setFundPasswordWithCode({ password: 'other999', re_password: 'other999', code: safe })),
    ).rejects.toMatchObject({ message: 'This verification code has already been used, please request a new one' });

    const code = await sandbox.sendCode(user.login, 'withdraw', user);
    await expect(withdraw(user, code, 'wrong-password')).rejects.toMatchObject({ message: 'Wrong fund password' });
    await expect(withdraw(user, otherThan(code))).rejects.toMatchObject({ message: 'Incorrect verification code' });
    // the fund-password code is not a withdrawal code
    await expect(withdraw(user, safe)).rejects.toMatchObject({ kind: 'business' });
    const before = await balancesOf(user);
    await expect(withdraw(user, code)).resolves.toBe('Withdrawal request submitted, pending review');
    expect(before.change[USDT].balance.minus(50).toFixed()).toBe(
      (await balancesOf(user)).change[USDT].balance.toFixed(),
    );
    await expect(withdraw(user, code)).rejects.toMatchObject({
      message: 'This verification code has already been used, please request a new one',
    });
    expect((await user.call((api) => api.listWithdrawalRecords())).data).toHaveLength(1);
  });

  it('a withdrawal code expires with the clock', async () => {
    const user = await sandbox.session();
    await sandbox.setFundPassword(user);
    const code = await sandbox.sendCode(user.login, 'withdraw', user);
    await sandbox.control.advance(CODE_LIFETIME_MS + 1);
    await expect(withdraw(user, code)).rejects.toMatchObject({
      message: 'The verification code has expired, please request a new one',
    });
  });

  it('a withdrawal code sent to another account’s address does not pass', async () => {
    const alice = await sandbox.session();
    const bob = await sandbox.session();
    await sandbox.setFundPassword(alice);
    const bobs = await sandbox.sendCode(bob.login, 'withdraw', bob);
    await expect(withdraw(alice, bobs)).rejects.toMatchObject({ message: 'Incorrect verification code' });
  });

  it('changing the fund password needs the old one; the new one is the one withdrawals take', async () => {
    const user = await sandbox.session();
    const change = (old_password: string, password: string) =>
      user.call((api) => api.changeFundPassword({ old_password, password, re_password: password }));
    await expect(change('fund4567', 'fund9999')).rejects.toMatchObject({
      message: 'You have not set a fund password yet: set one with a verification code',
    });
    await sandbox.setFundPassword(user);
    await expect(change('fund4567', 'fund9999')).rejects.toMatchObject({
      message: 'The old fund password is incorrect',
    });
    await expect(change(FUND_PASSWORD, 'fund9999')).resolves.toBe('Fund password changed successfully');
    const code = await sandbox.sendCode(user.login, 'withdraw', user);
    await expect(withdraw(user, code)).rejects.toMatchObject({ message: 'Wrong fund password' });
    await expect(withdraw(user, code, 'fund9999')).resolves.toBe('Withdrawal request submitted, pending review');
  });
});

describe('the phone', () => {
  it('is bound with the SMS code sent to it, and the profile shows it', async () => {
    const user = await sandbox.session();
    await user.call((api) => api.sendSmsCode({ area_code: 66, mobile: '0812345678' }));
    const [sms] = await sandbox.control.outbox('0812345678');
    expect(sms).toMatchObject({ channel: 'sms', purpose: 'mobile', areaCode: 66 });
    await expect(
      user.call((api) => api.bindPhone({ mobile: '0812345678', code: otherThan(sms.code) })),
    ).rejects.toMatchObject({ message: 'Incorrect verification code' });
    expect(await user.call((api) => api.getUserInfo())).toMatchObject({ phone: null });
    await expect(user.call((api) => api.bindPhone({ mobile: '0812345678', code: sms.code }))).resolves.toBe(
      'Binding successful',
    );
    expect(await user.call((api) => api.getUserInfo())).toMatchObject({ phone: '0812345678', area_code: 66 });
    // the number is this account's now
    const other = await sandbox.session();
    await other.call((api) => api.sendSmsCode({ area_code: 66, mobile: '0812345678' }));
    const [again] = await sandbox.control.outbox('0812345678');
    await expect(other.call((api) => api.bindPhone({ mobile: '0812345678', code: again.code }))).rejects.toMatchObject({
      message: 'This phone number is already bound to another account',
    });
  });
});

describe('passwords', () => {
  it('a reset with the e-mailed code sets the new password: the old one no longer logs in, sessions end', async () => {
    const user = await sandbox.session({ login: 'reset.me@example.com' });
    const code = await sandbox.sendCode('reset.me@example.com', 'forget');
    const reset = (resetCode: string) =>
      sandbox.api.resetPassword({
        account: 'reset.me@example.com',
        password: 'brandNew77',
        repassword: 'brandNew77',
        code: resetCode,
      });
    await expect(reset(otherThan(code))).rejects.toMatchObject({ message: 'Incorrect verification code' });
    await expect(reset(code)).resolves.toBe('Password reset successful');
    await expect(user.call((api) => api.getUserInfo())).rejects.toMatchObject({ kind: 'session' });
    await expectOnlyPassword('reset.me@example.com', 'brandNew77', 'secret123');
    await expect(
      sandbox.api.resetPassword({
        account: 'nobody.here@example.com',
        password: 'brandNew77',
        repassword: 'brandNew77',
        code: await sandbox.sendCode('nobody.here@example.com', 'forget'),
      }),
    ).rejects.toMatchObject({ message: 'The account does not exist' });
  });

  it('a change needs the current password; the old one no longer logs in, this session stays', async () => {
    const user = await sandbox.session({ login: 'change.me@example.com' });
    const change = (old_password: string) =>
      user.call((api) => api.changeLoginPassword({ old_password, password: 'changed88', re_password: 'changed88' }));
    await expect(change('not-my-password')).rejects.toMatchObject({ message: 'The old password is incorrect' });
    await expect(change('secret123')).resolves.toBe('Password changed successfully');
    await expect(user.call((api) => api.getUserInfo())).resolves.toMatchObject({ email: 'change.me@example.com' });
    await expectOnlyPassword('change.me@example.com', 'changed88', 'secret123');
  });
});
