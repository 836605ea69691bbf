import type { LeverPosition } from '../../../gen/model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatPrice } from '../../../shared/lib/format/number';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import { coinsOfPair } from '../../../shared/lib/market/quotations';
import { trendColor } from '../../../shared/lib/format/trend';
import { Button } from '../../../shared/ui/button/button';
import { Facts } from './facts';
import styles from './trade.module.css';
import { localTime } from '../../../shared/lib/format/server-time';

type PositionRowProps = {
  position: LeverPosition;
  onClose?: () => void;
  onStops?: () => void;
  onCancel?: () => void;
};

/** One futures position or order: side, leverage, lots, prices, margin, P/L and what can be done with it. */
export function PositionRow({ position, onClose, onStops, onCancel }: PositionRowProps) {
  const { t } = useTranslation('trade');
  const long = position.type === 1;
  const open = position.status === 1;
  const closed = position.status === 3;
  const profit = open ? position.profits : position.fact_profits;
  // margin, P/L and fee are in the pair's quote coin ("SOL/USDT" -> USDT)
  const { quote } = coinsOfPair(position.symbol);
  const stop = (price: string) => (Number(price) > 0 ? formatPrice(price, 8) : '--');
  return (
    <article
      className={styles.position}
      aria-label={t('positions.rowLabel', { symbol: position.symbol, id: position.show_lever_id })}
    >
      <header className={styles.positionHead}>
        <strong>
          <span className={long ? 'up' : 'down'}>{t(long ? 'futures.long' : 'futures.short')}</span> {position.symbol}{' '}
          {`${position.multiple}x`}
        </strong>
        <span className={styles.muted}>{position.status_name}</span>
      </header>
      <Facts
        items={[
          { label: t('positions.lots'), value: position.share },
          {
            label: t(position.status === 0 ? 'positions.limitPrice' : 'positions.openPrice'),
            value: formatPrice(position.status === 0 ? position.origin_price : position.price, 8),
          },
          // once closed, the contract's update_price is the price it closed at
          {
            label: t(closed ? 'positions.closePrice' : 'positions.markPriceLabel'),
            value: formatPrice(position.update_price, 8),
          },
          ...(closed ? [{ label: t('positions.closeTime'), value: localTime(position.complete_time) || '--' }] : []),
          { label: t('futures.margin'), value: formatCoinAmount(position.caution_money, quote) },
          {
            label: t('positions.profit'),
            value: formatCoinAmount(profit, quote),
            color: trendColor(profit),
            testId: 'position-profit',
          },
          { label: t('futures.fee'), value: formatCoinAmount(position.trade_fee, quote) },
          { label: t('futures.takeProfit'), value: stop(position.target_profit_price) },
          { label: t('futures.stopLoss'), value: stop(position.stop_loss_price) },
        ]}
      />
      <p className={styles.muted}>{localTime(position.time)}</p>
      {(onClose || onStops || onCancel) && (
        <div className={styles.rowActions}>
          {onStops && (
            <Button size="small" variant="secondary" onClick={onStops}>
              {t('positions.setStops')}
            </Button>
          )}
          {onClose && (
            <Button size="small" variant="danger" onClick={onClose}>
              {t('positions.close')}
            </Button>
          )}
          {onCancel && (
            <Button size="small" variant="secondary" onClick={onCancel}>
              {t('positions.cancel')}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
