import Big from 'big.js';
import type { LockMiningOrder } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatAmount } from '../../../shared/lib/format/number';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import { Button } from '../../../shared/ui/button/button';
import card from '../../../shared/ui/card/card.module.css';
import { Facts } from '../../../shared/ui/facts/facts';

/** One of my lock-up orders: amount, daily rate, interest so far, term; early redemption while in progress. */
export function LockOrderCard({
  order,
  onRedeem,
}: {
  order: LockMiningOrder;
  onRedeem: (order: LockMiningOrder) => void;
}) {
  const { t } = useTranslation('lock-mining');
  const inProgress = order.status === 1;
  const unit = order.currency_name;
  const status = inProgress
    ? t('orders.inProgress')
    : order.is_cancel === 1
      ? t('orders.redeemedEarly')
      : t('orders.matured');
  return (
    <article className={card.card} aria-label={t('orders.label', { id: order.id })}>
      <div className={card.head}>
        <h2 className={card.title}>{`${formatCoinAmount(order.amount, unit)} ${unit}`}</h2>
        <span className={inProgress ? `${card.badge} ${card.badgeActive}` : card.badge}>{status}</span>
      </div>
      <Facts
        facts={[
          { label: t('orders.dailyRate'), value: `${formatAmount(new Big(order.day_rate).times(100), 2)}%` },
          { label: t('orders.interest'), value: `${formatCoinAmount(order.total_interest, unit)} ${unit}`, tone: 'up' },
          { label: t('orders.start'), value: order.start_at },
          { label: t('orders.end'), value: order.end_at },
        ]}
      />
      {inProgress && (
        <div className={card.actions}>
          <Button size="small" variant="secondary" onClick={() => onRedeem(order)}>
            {t('orders.redeem')}
          </Button>
        </div>
      )}
    </article>
  );
}
