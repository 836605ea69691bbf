/**
 * Registration, login and logout: a registration (proven by the code sent to its e-mail or phone) creates the
 * account, and so does the first login with a login never seen (the sandbox is for developers: any e-mail and
 * password get an account of their own); a login answers a new session token and ends the user's earlier
 * sessions; logout ends the session.
 */
import type { Domain } from '../domain.ts';
import { refuse } from '../errors.ts';
import { profileOf } from './profile.ts';
import { checkCode } from './security.ts';

const normalise = (login: string) => login.trim().toLowerCase();
const EMAIL = /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/;
const PHONE = /^\d{5,15}$/;

export const authDomain: Domain = {
  name: 'auth',
  publicOperations: ['registerUser', 'loginUser'],
  handlers: {
    registerUser: (context) => {
      const { accounts, params, text } = context;
      const kind = params.type;
      const login = normalise(params.user_string);
      const { username } = params;
      if (params.password !== params.re_password) refuse('passwordsInconsistent');
      if (kind !== 'username' && !params.code) refuse('parameterError', { field: 'code' });
      if (kind === 'email' && !EMAIL.test(login)) refuse('parameterError', { field: 'user_string' });
      if (kind === 'mobile' && !PHONE.test(login)) refuse('parameterError', { field: 'user_string' });
      if (accounts.find(login) || (username && accounts.find(normalise(username)))) refuse('accountExists');
      // the code sent to that address for a registration, used up by it (the last check: nothing changed before)
      if (kind !== 'username') checkCode(context, [login], 'register', params.code, true);
      const user = accounts.create(login, params.password);
      const profile = profileOf(user);
      if (kind === 'email') profile.email = login;
      if (kind === 'mobile') {
        profile.phone = login;
        profile.areaCode = params.area_code ?? 0;
      }
      if (kind === 'username' || username) {
        profile.username = username ?? login;
        if (username) accounts.alias(normalise(username), user);
      }
      profile.payPassword = params.pay_password ?? null;
      // a new registration has not verified its identity yet
      Object.assign(profile, { basic: null, advanced: null, reviewStatus: 0, realName: '' });
      profile.inviterCode = params.extension_code ?? null;
      return text('registered');
    },
    loginUser: ({ accounts, params }) => {
      const login = normalise(params.user_string);
      const { password } = params;
      let user = accounts.find(login);
      if (!user) {
        user = accounts.create(login, password);
        const profile = profileOf(user);
        if (EMAIL.test(login)) profile.email = login;
        else if (PHONE.test(login)) profile.phone = login;
        else profile.username = login;
      } else if (user.password !== password) refuse('wrongPassword');
      return accounts.startSession(user);
    },
    logoutUser: ({ accounts, token, text }) => {
      if (token) accounts.endSession(token);
      return text('loggedOut');
    },
  },
};
