import { describe, expect, it } from 'vitest';
import { toRegisterBody } from './register-body';
import { emptyRegister } from './register.schema';

const base = { ...emptyRegister(), password: 'secret123', re_password: 'secret123' };

describe('toRegisterBody', () => {
  it('sends an e-mail registration with its code, without area code or username', () => {
    expect(toRegisterBody({ ...base, user_string: ' trader@example.com ', code: '482913' })).toEqual({
      type: 'email',
      user_string: 'trader@example.com',
      code: '482913',
      password: 'secret123',
      re_password: 'secret123',
    });
  });

  it('sends a phone registration with its area code as a number', () => {
    expect(
      toRegisterBody({ ...base, type: 'mobile', area_code: '86', user_string: '13800138000', code: '482913' }),
    ).toEqual({
      type: 'mobile',
      user_string: '13800138000',
      code: '482913',
      area_code: 86,
      password: 'secret123',
      re_password: 'secret123',
    });
  });

  it('sends a username registration without code, with the username twice', () => {
    expect(toRegisterBody({ ...base, type: 'username', user_string: 'tanaka_k', code: '123' })).toEqual({
      type: 'username',
      user_string: 'tanaka_k',
      username: 'tanaka_k',
      password: 'secret123',
      re_password: 'secret123',
    });
  });

  it('adds the fund password and the invitation code when given', () => {
    const body = toRegisterBody({
      ...base,
      user_string: 'trader@example.com',
      code: '482913',
      pay_password: 'fund4567',
      extension_code: ' AB12CD ',
    });
    expect(body.pay_password).toBe('fund4567');
    expect(body.extension_code).toBe('AB12CD');
  });
});
