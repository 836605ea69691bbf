import type { DualOrder } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatAmount } from '../../../shared/lib/format/number';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import card from '../../../shared/ui/card/card.module.css';
import { Facts } from '../../../shared/ui/facts/facts';
import { localTime } from '../../../shared/lib/format/server-time';

/** "0" purchased, "2" settling, "1" success, "3" fail. */
const STATUS_KEYS = { '0': 'purchased', '1': 'success', '2': 'settling', '3': 'fail' } as const;

/** One of my investments: shares, what was paid, reference price, term, state and, once settled, the payout. */
export function DualOrderCard({ order }: { order: DualOrder }) {
  const { t } = useTranslation('dual-investment');
  const paidIn = order.type === 'call' ? order.currency_name : 'USDT';
  const status = STATUS_KEYS[order.status];
  const facts = [
    { label: t('orders.shares'), value: t('product.shares', { count: order.number }) },
    { label: t('orders.paid'), value: `${formatCoinAmount(order.total, paidIn)} ${paidIn}` },
    { label: t('product.annualRate'), value: `${formatAmount(order.order_rate, 2)}%` },
    { label: t('product.reference'), value: `${formatAmount(order.exercise_price, 2)} USDT` },
    { label: t('product.days'), value: t('product.daysValue', { count: Number(order.day) }) },
    { label: t('product.maturity'), value: order.end_time },
    { label: t('orders.created'), value: localTime(order.created) },
  ];
  if (order.settle_price)
    facts.push({ label: t('orders.settlePrice'), value: `${formatAmount(order.settle_price, 2)} USDT` });
  return (
    <article className={card.card} aria-label={t('orders.label', { name: order.name, id: order.id })}>
      <div className={card.head}>
        <h2 className={card.title}>{order.name}</h2>
        <span className={status === 'purchased' ? `${card.badge} ${card.badgeActive}` : card.badge}>
          {t(`orders.status.${status}`)}
        </span>
      </div>
      <Facts facts={facts} />
      {order.payout && (
        <p className={`${card.note} up`}>
          {t('orders.payout', {
            amount: formatCoinAmount(order.payout, order.payout_currency ?? undefined),
            coin: order.payout_currency ?? '',
          })}
        </p>
      )}
    </article>
  );
}
