/**
 * The user's profile: how the account was registered (e-mail, phone, user name), nickname, signature and avatar
 * (what is saved is what is read back), invitation code and the verification and VIP state the profile shows.
 */
import type { Domain, SandboxTools } from '../domain.ts';
import { sharedSlice, userSlice } from '../domain.ts';
import { BusinessError, refuse } from '../errors.ts';
import { dateTimeText, unixSeconds } from '../format.ts';
import { USDT_ID } from '../market.ts';
import type { UserState } from '../state/types.ts';
import { own, setOwn } from '../state/records.ts';

type Review = { status: 1 | 2 | 3; submittedAt: number; reviewedAt?: number };
type BasicVerification = Review & { idType: 0 | 1 | 2; name: string; cardId: string; country: string };
type AdvancedVerification = Review & { frontPic: string; reversePic: string };

/** How long the exchange takes to review an identity verification (on the mock's clock). */
const VERIFICATION_REVIEW_MS = 10_000;

type UserContext = SandboxTools & { user: UserState };

/** The exchange approves a verification under review, at the instant of `then`, and tells the user. */
function approve({ user, now, push }: UserContext, realType: 1 | 2, review: Review): void {
  Object.assign(review, { status: 2, reviewedAt: now });
  push(user, 'verification_result', {
    type: 'verification_result',
    to: user.id,
    real_type: realType,
    review_status: 2,
    time: now,
  });
  const profile = profileOf(user);
  if (profile.basic?.status === 2 && profile.reviewStatus !== 2) {
    profile.reviewStatus = 2;
    profile.realName = profile.basic.name;
  }
}

export type Profile = {
  email: string | null;
  phone: string | null;
  areaCode: number;
  username: string | null;
  nickname: string | null;
  signature: string;
  avatar: string;
  payPassword: string | null;
  inviteCode: string;
  inviterCode: string | null;
  /** Basic verification: 0 none, 1 under review, 2 approved, 3 rejected. */
  reviewStatus: 0 | 1 | 2 | 3;
  realName: string;
  basic: BasicVerification | null;
  advanced: AdvancedVerification | null;
  vipLevel: number;
  score: number;
};

/**
 * Every account's invitation code, to the account: a new account's code is drawn against it without reading every
 * account. A state kept before the exchange kept it has it made once from its accounts (the one being made aside).
 */
const inviteCodes = sharedSlice<{ taken: Record<string, number> | null }>('invite-codes', () => ({ taken: null }));
function inviteCodesTaken(tools: SandboxTools & { user: UserState }): Record<string, number> {
  const codes = inviteCodes(tools);
  if (!codes.taken) {
    const taken: Record<string, number> = {};
    for (const other of Object.values(tools.state.users))
      if (other.id !== tools.user.id) setOwn(taken, profileOf(other).inviteCode, other.id);
    codes.taken = taken;
  }
  return codes.taken;
}

export const profileOf = userSlice<Profile>('profile', () => ({
  email: null,
  phone: null,
  areaCode: 0,
  username: null,
  nickname: null,
  signature: '',
  avatar: '/upload/avatar/1.svg',
  payPassword: null,
  inviteCode: 'AB12CD',
  inviterCode: null,
  reviewStatus: 0,
  realName: '',
  basic: null,
  advanced: null,
  vipLevel: 0,
  score: 100,
}));

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** "tr******@example.com", "090****5678": how the profile shows the login. */
export function masked(login: string): string {
  const at = login.indexOf('@');
  if (at > 0) return `${login.slice(0, Math.min(2, at))}******${login.slice(at)}`;
  if (login.length <= 4) return login;
  return `${login.slice(0, 3)}****${login.slice(-4)}`;
}

/** The login a person would recognise: the e-mail or phone, else the user name, else the account id. */
export function loginOf(user: UserState): string {
  const profile = profileOf(user);
  return profile.email ?? profile.phone ?? profile.username ?? `user${user.id}`;
}

/** Approved basic verification: what trading, withdrawals and purchases need (they answer 998 otherwise). */
const isVerified = (user: UserState) => profileOf(user).reviewStatus === 2;

/** A field the operation leaves optional that this kind of verification needs: refused when it is missing. */
function needed<T>(value: T | undefined, field: string): T {
  if (value === undefined) refuse('parameterError', { field });
  return value;
}

export const profileDomain: Domain = {
  name: 'profile',
  guard: ({ operation, user }) => {
    if (user && operation.examples.verificationRequired !== undefined && !isVerified(user))
      throw new BusinessError('verificationRequired', {}, '998');
  },
  seedUser: (context) => {
    const { user, random } = context;
    const profile = profileOf(user);
    // an invitation code links a friend to one account only: drawn again while another account has it
    const taken = inviteCodesTaken(context);
    do profile.inviteCode = Array.from({ length: 6 }, () => random.pick([...INVITE_ALPHABET])).join('');
    while (own(taken, profile.inviteCode) !== undefined);
    setOwn(taken, profile.inviteCode, user.id);
    profile.avatar = `/upload/avatar/${random.int(1, 4)}.svg`;
    profile.score = 100;
    // a trading account, verified; a registration starts unverified (auth domain)
    const [name, country] = random.pick([
      ['Kenji Tanaka', 'Japan'],
      ['Mei Lin', 'Singapore'],
      ['Somchai Boonsri', 'Thailand'],
      ['Ji-woo Park', 'Korea'],
      ['Camille Martin', 'France'],
      ['Lucía García', 'Spain'],
    ] as const);
    const submittedAt = user.createdAt - random.int(2, 60) * 86_400_000;
    profile.basic = {
      status: 2,
      idType: 1,
      name,
      cardId: `TR${random.int(1000000, 9999999)}`,
      country,
      submittedAt,
      reviewedAt: submittedAt + random.int(1, 8) * 3_600_000,
    };
    profile.reviewStatus = 2;
    profile.realName = name;
  },
  // the exchange reviews a verification a little after it was submitted, and approves it, dated then
  due: ({ user }) => {
    const profile = profileOf(user);
    return (
      [
        [1, profile.basic],
        [2, profile.advanced],
      ] as const
    ).flatMap(([realType, review]) =>
      review?.status === 1
        ? [
            {
              at: review.submittedAt + VERIFICATION_REVIEW_MS,
              run: (then: UserContext) => approve(then, realType, review),
            },
          ]
        : [],
    );
  },
  handlers: {
    getUserInfo: ({ user }) => {
      const profile = profileOf(user);
      const login = loginOf(user);
      return {
        id: user.id,
        account_number: login,
        account: masked(login),
        email: profile.email,
        phone: profile.phone,
        area_code: profile.areaCode,
        nickname: profile.nickname,
        signature: profile.signature,
        head_portrait: profile.avatar,
        extension_code: profile.inviteCode,
        is_realname: profile.reviewStatus === 2 ? 2 : 1,
        review_status: profile.reviewStatus,
        name: profile.realName,
        user_level: profile.vipLevel,
        score: profile.score,
        is_trader: 2,
        frozen_funds: '0',
        currency_usdt_id: USDT_ID,
        time: dateTimeText(user.createdAt),
        pay_password_set: profile.payPassword !== null,
      };
    },
    getVerificationState: ({ user }) => {
      const { basic, advanced } = profileOf(user);
      return {
        real_status: advanced ? 2 : basic ? 1 : 0,
        review_status: basic?.status ?? 0,
        advanced_review_status: advanced?.status ?? 0,
        real_data: basic && {
          id: user.id + 300,
          user_id: user.id,
          id_type: basic.idType,
          name: basic.name,
          card_id: basic.cardId,
          country: basic.country,
          review_status: basic.status,
          advanced_user: advanced?.status ?? 0,
          front_pic: advanced?.frontPic ?? '',
          reverse_pic: advanced?.reversePic ?? '',
          create_time: unixSeconds(basic.submittedAt),
          review_time: basic.reviewedAt === undefined ? 0 : unixSeconds(basic.reviewedAt),
        },
      };
    },
    submitVerification: (context) => {
      const { user, params, now } = context;
      const profile = profileOf(user);
      if (params.real_type === 1) {
        if (profile.basic && profile.basic.status !== 3) refuse('verificationPending');
        profile.basic = {
          status: 1,
          idType: needed(params.id_type, 'id_type'),
          name: needed(params.name, 'name'),
          cardId: needed(params.card_id, 'card_id'),
          country: params.country ?? '',
          submittedAt: now,
        };
        profile.reviewStatus = 1;
      } else {
        if (profile.basic?.status !== 2) refuse('basicVerificationFirst');
        if (profile.advanced && profile.advanced.status !== 3) refuse('verificationPending');
        profile.advanced = {
          status: 1,
          frontPic: needed(params.front_pic, 'front_pic'),
          reversePic: needed(params.reverse_pic, 'reverse_pic'),
          submittedAt: now,
        };
      }
      return context.text('verificationSubmitted');
    },
    updateNickname: ({ user, params }) => {
      const profile = profileOf(user);
      const { nickname } = params;
      const signature = params.signature ?? profile.signature;
      const changed = nickname !== profile.nickname || signature !== profile.signature;
      profile.nickname = nickname;
      profile.signature = signature;
      return changed ? 1 : 0;
    },
    updateAvatar: ({ user, params }) => {
      const profile = profileOf(user);
      const changed = profile.avatar !== params.head_portrait;
      profile.avatar = params.head_portrait;
      return changed ? 1 : 0;
    },
  },
};
