import type { LeverPosition } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatPrice } from '../../../shared/lib/format/number';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import { Button } from '../../../shared/ui/button/button';
import card from '../../../shared/ui/card/card.module.css';
import { Facts } from '../../../shared/ui/facts/facts';
import { signed, toneOf } from '../lib/tone';
import styles from './copy.module.css';
import { localTime } from '../../../shared/lib/format/server-time';

type PositionCardProps = {
  position: LeverPosition;
  /** Offered on my open copies that still follow the trader. */
  onSelfHold?: (position: LeverPosition) => void;
};

/**
 * A futures position of a trader or copied for me: pair, side, lots and leverage, open and mark (or close) price,
 * margin and profit or loss (floating while open, realised once closed).
 */
export function PositionCard({ position, onSelfHold }: PositionCardProps) {
  const { t } = useTranslation('copy-trading');
  const open = position.status === 1;
  const profit = open ? position.profits : position.fact_profits;
  const side = position.type === 1 ? t('position.long') : t('position.short');
  const selfHeld = position.is_self_hold === 1;
  return (
    <article
      className={`${card.card} ${styles.surface}`}
      aria-label={t('position.label', { symbol: position.symbol, id: position.id })}
    >
      <div className={card.head}>
        <h2 className={card.title}>
          {position.symbol}{' '}
          <span className={position.type === 1 ? 'up' : 'down'}>
            {t('position.side', { side, multiple: position.multiple })}
          </span>
        </h2>
        {selfHeld && <span className={card.badge}>{t('position.selfHeld')}</span>}
      </div>
      <Facts
        facts={[
          {
            label: t('position.lots'),
            value: t('position.lotsValue', { count: Number(position.share), number: position.number }),
          },
          { label: t('position.margin'), value: `${formatCoinAmount(position.caution_money, 'USDT')} USDT` },
          { label: t('position.openPrice'), value: formatPrice(position.price, 8) },
          {
            label: open ? t('position.markPrice') : t('position.closePrice'),
            value: formatPrice(position.update_price, 8),
          },
          {
            label: open ? t('position.floating') : t('position.realised'),
            value: `${signed(formatCoinAmount(profit, 'USDT'))} USDT`,
            tone: toneOf(profit),
          },
          {
            label: open ? t('position.opened') : t('position.closed'),
            value: localTime(open ? position.time : position.complete_time),
          },
        ]}
      />
      {open && onSelfHold && position.order_type === 2 && !selfHeld && (
        <div className={card.actions}>
          <Button size="small" variant="secondary" onClick={() => onSelfHold(position)}>
            {t('position.selfHold')}
          </Button>
        </div>
      )}
    </article>
  );
}
