/**
 * The user's coupon wallet: coupons seeded per account from MOCK_SEED when it is created, each expiring on the
 * mock's clock. Using one marks it used: a voucher for every scene is credited to the spot account at once (a
 * ledger row and its `balance_change`); the others are armed for the next trade of their scene (a spot fee
 * discount cuts the fee of the next spot fill, spot.ts). A coupon left unused expires at the end of its last day,
 * and its holder is told then (`coupon_expired`).
 */
import Big from 'big.js';
import type { Contract, Domain } from '../domain.ts';
import { userSlice } from '../domain.ts';
import { contentOf } from '../content.ts';
import { refuse } from '../errors.ts';
import { dateTimeText } from '../format.ts';
import { USDT_ID } from '../market.ts';
import { available } from '../money/wallets.ts';
import type { UserState } from '../state/types.ts';

const DAY_MS = 86_400_000;

type CouponKind = keyof ReturnType<typeof contentOf<'rewards'>>['coupons'];

type Coupon = {
  id: number;
  kind: CouponKind;
  type: 1 | 2;
  amount: string;
  discount: string;
  minSpend: string;
  scene: Contract.Coupon['scene'];
  createdAt: number;
  expiresAt: number;
  usedAt?: number;
  /** When the trade it was armed for took it (a fee discount). */
  appliedAt?: number;
  /** The holder was told it expired unused (`coupon_expired`), or it had expired before the account existed. */
  expiryTold?: true;
};

/**
 * What a new account finds in its wallet: when each coupon was given and how long it lasts, relative to the
 * account's creation (days), and the values one is drawn from. One has expired already and one was used, so that
 * every tab of the coupon screen has something to show.
 */
const WELCOME_PACK: Array<
  Pick<Coupon, 'kind' | 'type' | 'scene'> & {
    values: string[];
    minSpend: string;
    givenDaysAgo: number;
    lastsDays: number;
    used?: true;
  }
> = [
  { kind: 'welcome', type: 1, scene: 'all', values: ['5', '10', '20'], minSpend: '0', givenDaysAgo: 0, lastsDays: 30 },
  {
    kind: 'futuresTrial',
    type: 1,
    scene: 'futures',
    values: ['10', '20'],
    minSpend: '100',
    givenDaysAgo: 0,
    lastsDays: 14,
  },
  { kind: 'spotDiscount', type: 2, scene: 'spot', values: ['10', '20'], minSpend: '0', givenDaysAgo: 0, lastsDays: 21 },
  {
    kind: 'depositReward',
    type: 1,
    scene: 'futures',
    values: ['50', '100'],
    minSpend: '1000',
    givenDaysAgo: 0,
    lastsDays: 40,
  },
  { kind: 'secondsVoucher', type: 1, scene: 'seconds', values: ['5'], minSpend: '50', givenDaysAgo: 40, lastsDays: 30 },
  {
    kind: 'futuresDiscount',
    type: 2,
    scene: 'futures',
    values: ['10'],
    minSpend: '0',
    givenDaysAgo: 20,
    lastsDays: 60,
    used: true,
  },
];

/** A coupon lasts to the last second of its last day, the exchange's (UTC) day as every time it shows. */
const endOfDay = (time: number): number => new Date(time).setUTCHours(23, 59, 59, 0);

const couponsOf = userSlice<{ coupons: Coupon[] }>('coupons', () => ({ coupons: [] }));

/**
 * The percentage off of the fee discount armed for trades of this scene, taken by the trade that asks (0 when none
 * is armed): call it only once nothing can refuse the trade.
 */
export function takeArmedDiscount(user: UserState, scene: Contract.Coupon['scene'], now: number): Big {
  const armed = couponsOf(user).coupons.find(
    (coupon) =>
      coupon.type === 2 && coupon.scene === scene && coupon.usedAt !== undefined && coupon.appliedAt === undefined,
  );
  if (!armed) return new Big(0);
  armed.appliedAt = now;
  return new Big(armed.discount);
}

/** 0 unused, 1 used, 2 expired: on the mock's clock at the time of the read. */
const statusOf = (coupon: Coupon, now: number): Contract.Coupon['status'] =>
  coupon.usedAt !== undefined ? 1 : now > coupon.expiresAt ? 2 : 0;

export const couponsDomain: Domain = {
  name: 'coupons',
  seedUser: ({ user, random, nextId }) => {
    couponsOf(user).coupons = WELCOME_PACK.map((given): Coupon => {
      const createdAt = user.createdAt - given.givenDaysAgo * DAY_MS;
      const value = random.pick(given.values);
      const expiresAt = endOfDay(createdAt + given.lastsDays * DAY_MS);
      return {
        id: nextId('coupon', 4000),
        kind: given.kind,
        type: given.type,
        amount: given.type === 1 ? value : '0',
        discount: given.type === 2 ? value : '0',
        minSpend: given.minSpend,
        scene: given.scene,
        createdAt,
        expiresAt,
        ...(given.used && { usedAt: createdAt + DAY_MS, appliedAt: createdAt + 2 * DAY_MS }),
        // expired before the account was made: nothing to tell
        ...(expiresAt < user.createdAt && { expiryTold: true }),
      };
    });
  },
  // the unused coupons of one last day expire together, the instant after its last second: the holder is told once
  due: ({ user }) => {
    const untold = couponsOf(user).coupons.filter((coupon) => coupon.usedAt === undefined && !coupon.expiryTold);
    return [...new Set(untold.map((coupon) => coupon.expiresAt))].map((expiresAt) => ({
      at: expiresAt + 1,
      run: (then) => {
        const expired = untold.filter((coupon) => coupon.expiresAt === expiresAt);
        for (const coupon of expired) coupon.expiryTold = true;
        then.push(then.user, 'coupon_expired', {
          type: 'coupon_expired',
          to: then.user.id,
          ids: expired.map((coupon) => coupon.id),
          time: then.now,
        });
      },
    }));
  },
  handlers: {
    listCoupons: ({ user, params, now, lang }) => {
      const titles = contentOf('rewards', lang).coupons;
      const rows = couponsOf(user)
        .coupons.filter((coupon) => params.status === undefined || statusOf(coupon, now) === params.status)
        .sort((a, b) => a.expiresAt - b.expiresAt || a.id - b.id);
      const start = (params.page - 1) * params.limit;
      return {
        data: rows.slice(start, start + params.limit).map((coupon): Contract.Coupon => ({
          id: coupon.id,
          title: titles[coupon.kind],
          type: coupon.type,
          amount: coupon.amount,
          discount: coupon.discount,
          currency: 'USDT',
          min_spend: coupon.minSpend,
          scene: coupon.scene,
          status: statusOf(coupon, now),
          expire_time: dateTimeText(coupon.expiresAt),
          create_time: dateTimeText(coupon.createdAt),
        })),
        page: params.page,
        pages: Math.ceil(rows.length / params.limit),
        total: rows.length,
      };
    },
    useCoupon: (context) => {
      const { user, params, now, wallets } = context;
      // another user's coupon is as unknown as one that never existed: ids say nothing about other accounts
      const coupon = couponsOf(user).coupons.find((own) => own.id === params.id);
      if (!coupon) refuse('couponNotFound');
      const status = statusOf(coupon, now);
      if (status === 1) refuse('couponUsed');
      if (status === 2) refuse('couponExpired');
      coupon.usedAt = now;
      if (coupon.type === 2 || coupon.scene !== 'all') return context.text('couponActivated');
      const title = contentOf('rewards', context.lang).coupons[coupon.kind];
      wallets.exchange(user, available('change'), {
        currencyId: USDT_ID,
        amount: new Big(coupon.amount),
        reason: 'coupon',
        memo: title,
      });
      return context.text('couponRedeemed', { amount: coupon.amount, currency: 'USDT' });
    },
  },
};
