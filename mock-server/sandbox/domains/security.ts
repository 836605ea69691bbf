/**
 * Verification codes and what they prove, as a local mail catcher (Mailpit, MailHog) would show them: every code
 * the exchange "sends" by e-mail or SMS is kept in an outbox (`GET /__sandbox/outbox`), and only the newest code
 * sent to an address for a purpose passes, once, within its lifetime on the mock's clock. What the codes guard:
 * registration (auth.ts), withdrawals (funds.ts), the fund password, the phone binding, the password reset and the
 * e-mail check; and the password changes, which prove the current password instead.
 */
import { createRandom } from '../../market/random.ts';
import type { Domain, SandboxTools } from '../domain.ts';
import { sharedSlice } from '../domain.ts';
import { refuse } from '../errors.ts';
import { hashText } from '../sandbox.ts';
import type { UserState } from '../state/types.ts';
import { profileOf } from './profile.ts';

/** How long a code stays valid after it was sent (the contract's descriptions of the senders say so). */
export const CODE_LIFETIME_MS = 10 * 60_000;

/** What a code is for: `sendEmailCode`'s `type` (`sendSmsCode` sends `mobile` codes). */
export type CodePurpose = 'register' | 'forget' | 'safe' | 'mobile' | 'withdraw';

export type SentCode = {
  id: number;
  /** The e-mail address (lower case) or the phone number without its calling code. */
  to: string;
  channel: 'email' | 'sms';
  areaCode?: number;
  purpose: CodePurpose;
  code: string;
  sentAt: number;
  expiresAt: number;
  usedAt?: number;
};

const outboxOf = sharedSlice<{ messages: SentCode[] }>('outbox', () => ({ messages: [] }));

const normalise = (address: string) => address.trim().toLowerCase();
const isEmail = (address: string) => address.includes('@');

/** Sends a new code to an address for a purpose: a random 6 digits from the seed, kept in the outbox. */
function issueCode(tools: SandboxTools, to: string, purpose: CodePurpose, areaCode?: number): SentCode {
  const id = tools.nextId('verification-code', 0);
  const address = normalise(to);
  const random = createRandom(hashText(`${tools.state.seed}:code:${id}:${address}:${purpose}`));
  const message: SentCode = {
    id,
    to: address,
    channel: isEmail(address) ? 'email' : 'sms',
    ...(areaCode !== undefined && !isEmail(address) && { areaCode }),
    purpose,
    code: String(random.int(0, 999_999)).padStart(6, '0'),
    sentAt: tools.now,
    expiresAt: tools.now + CODE_LIFETIME_MS,
  };
  outboxOf(tools).messages.push(message);
  return message;
}

/** The newest code sent to one of the addresses for the purpose (a new code replaces the ones before it). */
function newestCode(tools: SandboxTools, addresses: string[], purpose?: CodePurpose): SentCode | undefined {
  const wanted = new Set(addresses.map(normalise));
  const { messages } = outboxOf(tools);
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index];
    if (wanted.has(message.to) && (purpose === undefined || message.purpose === purpose)) return message;
  }
  return undefined;
}

/**
 * Refuses unless `code` is the newest code sent to one of the addresses for the purpose (for any purpose when
 * none is named), unused and not expired; `consume` marks it used (call it last, once nothing else can refuse the
 * request). Answers the code it checked.
 */
export function checkCode(
  tools: SandboxTools,
  addresses: Array<string | null | undefined>,
  purpose: CodePurpose | undefined,
  code: string | undefined,
  consume: boolean,
): SentCode {
  const sent = newestCode(
    tools,
    addresses.filter((address): address is string => !!address),
    purpose,
  );
  if (!sent || sent.code !== code) refuse('wrongCode');
  if (sent.usedAt !== undefined) refuse('codeUsed');
  if (tools.now > sent.expiresAt) refuse('codeExpired');
  if (consume) sent.usedAt = tools.now;
  return sent;
}

/** Where the account's codes go: its bound e-mail address and phone. */
export const boundAddresses = (user: UserState) => [profileOf(user).email, profileOf(user).phone];

/** A message of the outbox as `GET /__sandbox/outbox` lists it (times as ISO instants). */
export type OutboxMessage = {
  id: number;
  to: string;
  channel: SentCode['channel'];
  areaCode?: number;
  purpose: CodePurpose;
  code: string;
  sentAt: string;
  expiresAt: string;
  status: 'valid' | 'used' | 'expired' | 'replaced';
};

/** The outbox as `GET /__sandbox/outbox` lists it: newest first, optionally only what went to one address. */
export function listOutbox(tools: SandboxTools, to?: string): OutboxMessage[] {
  const address = to === undefined ? undefined : normalise(to);
  const { messages } = outboxOf(tools);
  const newest = new Map<string, number>();
  for (const message of messages) newest.set(`${message.to}\n${message.purpose}`, message.id);
  return messages
    .filter((message) => address === undefined || message.to === address)
    .reverse()
    .map((message) => ({
      id: message.id,
      to: message.to,
      channel: message.channel,
      ...(message.areaCode !== undefined && { areaCode: message.areaCode }),
      purpose: message.purpose,
      code: message.code,
      sentAt: new Date(message.sentAt).toISOString(),
      expiresAt: new Date(message.expiresAt).toISOString(),
      status:
        message.usedAt !== undefined
          ? 'used'
          : newest.get(`${message.to}\n${message.purpose}`) !== message.id
            ? 'replaced'
            : tools.now > message.expiresAt
              ? 'expired'
              : 'valid',
    }));
}

/** Ends every session of the user but `keep` (a password changed or reset). */
function endSessions(tools: SandboxTools, user: UserState, keep?: string) {
  for (const [token, id] of Object.entries(tools.state.tokens))
    if (token !== keep && id === user.id) tools.accounts.endSession(token);
}

export const securityDomain: Domain = {
  name: 'security',
  handlers: {
    sendEmailCode: (context) => {
      const { params } = context;
      issueCode(context, params.user_string, params.type, params.area_code);
      return context.text('codeSent');
    },
    sendSmsCode: (context) => {
      const { params } = context;
      issueCode(context, params.mobile, 'mobile', params.area_code);
      return context.text('codeSent');
    },
    // the code stays valid for the request it prepares: any purpose's newest code to that address passes
    checkEmailCode: (context) => {
      checkCode(context, [context.params.user_string], undefined, context.params.email_code, false);
      return context.text('codeValid');
    },
    resetPassword: (context) => {
      const { params, accounts } = context;
      const account = normalise(params.account);
      if (params.password !== params.repassword) refuse('passwordsInconsistent');
      const user = accounts.find(account);
      if (!user) refuse('accountNotFound');
      checkCode(context, [account], 'forget', params.code, true);
      user.password = params.password;
      endSessions(context, user);
      return context.text('passwordReset');
    },
    changeLoginPassword: (context) => {
      const { params, user } = context;
      if (params.password !== params.re_password) refuse('passwordsInconsistent');
      if (params.old_password !== user.password) refuse('wrongOldPassword');
      user.password = params.password;
      endSessions(context, user, context.token);
      return context.text('passwordChanged');
    },
    setFundPasswordWithCode: (context) => {
      const { params, user } = context;
      if (params.password !== params.re_password) refuse('passwordsInconsistent');
      checkCode(context, boundAddresses(user), 'safe', params.code, true);
      profileOf(user).payPassword = params.password;
      return context.text('fundPasswordSet');
    },
    changeFundPassword: (context) => {
      const { params, user } = context;
      const profile = profileOf(user);
      if (params.password !== params.re_password) refuse('passwordsInconsistent');
      if (profile.payPassword === null) refuse('fundPasswordNotSet');
      if (params.old_password !== profile.payPassword) refuse('wrongOldFundPassword');
      profile.payPassword = params.password;
      return context.text('fundPasswordChanged');
    },
    bindPhone: (context) => {
      const { params, user, state } = context;
      const { mobile } = params;
      const taken = Object.values(state.users).some(
        (other) => other.id !== user.id && profileOf(other).phone === mobile,
      );
      const login = context.accounts.find(mobile);
      if (taken || (login && login.id !== user.id)) refuse('phoneTaken');
      const sent = checkCode(context, [mobile], 'mobile', params.code, true);
      const profile = profileOf(user);
      profile.phone = mobile;
      if (sent.areaCode !== undefined) profile.areaCode = sent.areaCode;
      return context.text('phoneBound');
    },
  },
};
