import { linkOptions } from '@tanstack/react-router';
import Big from 'big.js';
import type { TFunction } from 'i18next';
import type {
  DualOrder,
  FollowRelation,
  IeoMyOrder,
  LeverPosition,
  LockMiningOrder,
  MicroOrder,
  NftPendingOrder,
  SpotOrder,
} from '../../../gen/model';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import type { AppLink } from '../../../shared/lib/navigation/app-path';
import { formatAmount, formatPrice } from '../../../shared/lib/format/number';
import { coinsOfPair } from '../../../shared/lib/market/quotations';
import { localTime } from '../../../shared/lib/format/server-time';

type Tone = 'up' | 'down';

/** One row of the orders tab, whatever its kind: what it is, its figures, and the page that details it. */
export type HoldingView = {
  title: string;
  tone?: Tone;
  /** The word before the title ("Buy", "Long", "Up"), coloured by `tone`. */
  side?: string;
  status: string;
  facts: Array<{ label: string; value: string; tone?: Tone }>;
  time: string;
  /** The page that details it. */
  link: AppLink;
};

const signTone = (value: string): Tone | undefined =>
  Number(value) > 0 ? 'up' : Number(value) < 0 ? 'down' : undefined;

const SPOT_STATUS = { 1: 'status.pending', 2: 'status.done', 3: 'status.cancelled' } as const;

export const spotView = (t: TFunction<'orders'>, order: SpotOrder): HoldingView => {
  const done = order.status === 2;
  const cancelled = order.status === 3;
  const price = done && Number(order.trade_price) > 0 ? order.trade_price : order.target_price;
  // the quantity is in the pair's coin, the fee in its quote (as the trade tab shows them)
  const { coin, quote } = coinsOfPair(order.symbol);
  return {
    title: order.symbol,
    side: t(order.type === 1 ? 'side.buy' : 'side.sell'),
    tone: order.type === 1 ? 'up' : 'down',
    status: t(SPOT_STATUS[order.status]),
    facts: [
      { label: t('facts.price'), value: Number(price) > 0 ? formatPrice(price, 8) : t('facts.market') },
      { label: t('facts.quantity'), value: formatCoinAmount(order.trade_amount, coin) },
      cancelled && order.filled_amount !== undefined
        ? { label: t('facts.filled'), value: formatCoinAmount(order.filled_amount, coin) }
        : { label: t('facts.fee'), value: formatCoinAmount(order.charge_fee, quote) },
    ],
    time: localTime(order.created_at),
    link: linkOptions({
      to: '/pages/transaction/currency_order',
      search: { list: order.status === 1 ? 'pending' : 'history' },
    }),
  };
};

export const futuresView = (t: TFunction<'orders'>, position: LeverPosition): HoldingView => {
  const profit = position.status === 1 ? position.profits : position.fact_profits;
  const list = position.status === 0 ? 'pending' : position.status === 1 ? 'positions' : 'history';
  const closed = position.status === 3;
  return {
    title: `${position.symbol} ${position.multiple}x`,
    side: t(position.type === 1 ? 'side.long' : 'side.short'),
    tone: position.type === 1 ? 'up' : 'down',
    status: position.status_name,
    facts: [
      // a closed position's price it closed at matters more than its size; update_price holds it once closed
      closed
        ? { label: t('facts.closePrice'), value: formatPrice(position.update_price, 8) }
        : { label: t('facts.lots'), value: String(position.share) },
      { label: t('facts.openPrice'), value: formatPrice(position.price, 8) },
      {
        label: t('facts.profit'),
        value: formatCoinAmount(profit, coinsOfPair(position.symbol).quote),
        tone: signTone(profit),
      },
    ],
    time: localTime(closed && position.complete_time ? position.complete_time : position.time),
    link: linkOptions({ to: '/pages/transaction/contract_order', search: { list } }),
  };
};

export const optionView = (t: TFunction<'orders'>, order: MicroOrder): HoldingView => {
  const settled = order.status === 3;
  return {
    title: order.symbol_name,
    side: t(order.type === 1 ? 'side.up' : 'side.down'),
    tone: order.type === 1 ? 'up' : 'down',
    status: settled ? order.profit_result_name : order.status_name,
    facts: [
      { label: t('facts.stake'), value: `${formatAmount(order.number)} ${order.currency_name}` },
      { label: t('facts.duration'), value: t('facts.seconds', { seconds: order.seconds }) },
      settled
        ? { label: t('facts.profit'), value: formatAmount(order.fact_profits), tone: signTone(order.fact_profits) }
        : { label: t('facts.openPrice'), value: formatPrice(order.open_price, 8) },
    ],
    time: localTime(order.created_at),
    link: linkOptions({ to: '/pages/transaction/seconds_order', search: { list: settled ? 'done' : 'open' } }),
  };
};

export const ieoView = (t: TFunction<'orders'>, order: IeoMyOrder): HoldingView => ({
  title: order.name,
  status: t(`status.ieo.${order.status}`),
  facts: [
    {
      label: t('facts.paid'),
      value:
        order.total_price === undefined
          ? '--'
          : `${formatCoinAmount(order.total_price, order.pay_currency_name)} ${order.pay_currency_name ?? ''}`.trim(),
    },
    {
      label: t('facts.coins'),
      value: order.coin_amount === null ? '--' : formatCoinAmount(order.coin_amount, order.name),
    },
    { label: t('facts.listing'), value: order.sell_begin ?? '--' },
  ],
  time: localTime(order.created_at),
  link: linkOptions({ to: '/pages/ieo/order' }),
});

export const lockMiningView = (t: TFunction<'orders'>, order: LockMiningOrder): HoldingView => ({
  title: order.currency_name,
  status: t(order.status === 1 ? 'status.locked' : order.is_cancel === 1 ? 'status.redeemedEarly' : 'status.redeemed'),
  facts: [
    { label: t('facts.amount'), value: formatCoinAmount(order.amount, order.currency_name) },
    // the order's rate is a fraction, the product's a percent: the same figure as the product's card
    { label: t('facts.dayRate'), value: `${formatAmount(new Big(order.day_rate).times(100), 2)}%` },
    {
      label: t('facts.interest'),
      value: formatCoinAmount(order.total_interest, order.currency_name),
      tone: signTone(order.total_interest),
    },
  ],
  time: `${order.start_at} – ${order.end_at}`,
  link: linkOptions({ to: '/pages/lockming/order' }),
});

export const dualView = (t: TFunction<'orders'>, order: DualOrder): HoldingView => ({
  title: order.name,
  status: t(`status.dual.${order.status}`),
  facts: [
    { label: t('facts.amount'), value: `${formatCoinAmount(order.total, order.currency_name)} ${order.currency_name}` },
    { label: t('facts.rate'), value: `${formatPrice(order.order_rate)}%` },
    { label: t('facts.strike'), value: formatPrice(order.exercise_price, 8) },
  ],
  time: localTime(order.created),
  link: linkOptions({ to: '/pages/invest/mine' }),
});

export const copyView = (t: TFunction<'orders'>, relation: FollowRelation): HoldingView => ({
  title: relation.nickname ?? t('facts.trader', { id: relation.follow_user_id }),
  status: t(relation.status === 1 ? 'status.following' : 'status.cancelled'),
  facts: [
    { label: t(relation.type === 1 ? 'facts.multiple' : 'facts.fixedLots'), value: relation.number },
    {
      label: t('facts.income'),
      value: formatAmount(relation.income_amount, 4),
      tone: signTone(relation.income_amount),
    },
  ],
  time: localTime(relation.created_at),
  link: linkOptions({ to: '/pages/copytrade/my' }),
});

export const nftView = (t: TFunction<'orders'>, order: NftPendingOrder): HoldingView => ({
  title: order.name,
  status: t(order.is_pay === 1 ? 'status.paid' : order.is_expired === 1 ? 'status.expired' : 'status.toPay'),
  facts: [
    { label: t('facts.price'), value: `${formatAmount(order.price, 4)} ${order.currency_name}` },
    { label: t('facts.payBy'), value: localTime(order.overtime) },
  ],
  time: localTime(order.created),
  link: linkOptions({ to: '/pages/nft/purchase' }),
});
