import { memo } from 'react';
import type { MarketTrade } from '../../../gen/socket/schemas';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatCompact, formatPrice } from '../../../shared/lib/format/number';
import { useTrades } from '../../../shared/realtime/hooks';
import styles from './trade.module.css';

const SHOWN = 10;

const clock = (time: number) => new Date(time).toTimeString().slice(0, 8);

/** A trade never changes once made: its row renders once. */
const TradeRow = memo(function TradeRow({ trade }: { trade: MarketTrade }) {
  return (
    <tr>
      <td>{clock(trade.ts)}</td>
      <td className={trade.direction === 'buy' ? 'up' : 'down'}>{formatPrice(trade.price, 8)}</td>
      <td>{formatCompact(trade.amount)}</td>
    </tr>
  );
});

/** The pair's latest trades, newest first, live from `match_trade`. */
export function RecentTrades({ symbol }: { symbol: string }) {
  const { t } = useTranslation('trade');
  const trades = useTrades(symbol)?.trades.slice(0, SHOWN) ?? [];
  return (
    <section className={styles.tradesBox} aria-labelledby="recent-trades">
      <h2 id="recent-trades" className={styles.sectionTitle}>
        {t('trades.title')}
      </h2>
      {trades.length === 0 ? (
        <p className={styles.muted}>{t('trades.waiting')}</p>
      ) : (
        <table className={styles.tradesTable}>
          <thead>
            <tr>
              <th scope="col">{t('trades.time')}</th>
              <th scope="col">{t('trades.price')}</th>
              <th scope="col">{t('trades.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {trades.map((trade) => (
              // keyed by the trade (unique per pair): a push adds rows at the top instead of rewriting all ten
              <TradeRow key={trade.id} trade={trade} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
