import type { CouponScene } from '../../../gen/model';
import type { AppPath } from '../../../shared/lib/navigation/app-path';

/** The trading screen where a coupon of each scene is used; `all` is credited at once and opens nothing. */
export const COUPON_SCENE_PATHS: Record<CouponScene, AppPath | null> = {
  all: null,
  spot: '/pages/transaction/currency',
  futures: '/pages/transaction/contract',
  seconds: '/pages/transaction/index',
};

/** Coupon tabs by the contract's status: 0 unused, 1 used, 2 expired. */
export const COUPON_TABS = [
  { status: 0, key: 'unused' },
  { status: 1, key: 'used' },
  { status: 2, key: 'expired' },
] as const;

export type CouponStatusValue = (typeof COUPON_TABS)[number]['status'];
