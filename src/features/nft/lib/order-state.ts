import type { NftPendingOrder } from '../../../gen/model';

export type OrderState = 'pending' | 'paid' | 'expired';

/** A won auction's order: paid, expired (the day to pay passed, the margin is lost) or awaiting payment. */
export function orderState(order: Pick<NftPendingOrder, 'is_pay' | 'is_expired'>): OrderState {
  if (order.is_pay === 1) return 'paid';
  return order.is_expired === 1 ? 'expired' : 'pending';
}

/** A purchase at a fixed price or of a blind box, paid at once; an order without `pay_type` is a won auction. */
export const isPurchase = (order: Pick<NftPendingOrder, 'pay_type'>) =>
  order.pay_type === '1' || order.pay_type === '3';

/** The contract's `status` filter of each state. */
export const ORDER_STATUS: Record<OrderState, 0 | 1 | 2> = { pending: 0, paid: 1, expired: 2 };
