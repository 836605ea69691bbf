import { memo } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatCompact, formatPrice } from '../../../shared/lib/format/number';
import { useOrderBook } from '../../../shared/realtime/hooks';
import styles from './trade.module.css';

const LEVELS = 5;

type OrderBookProps = {
  symbol: string;
  /** Tapping a level fills the order form's price with it. */
  onPickPrice?: (price: string) => void;
};

type Side = 'ask' | 'bid';

type LevelProps = { side: Side; price: number; amount: number; onPick?: (price: string) => void };

/** One level; a push re-renders only the levels whose price or amount moved. */
const Level = memo(function Level({ side, price, amount, onPick }: LevelProps) {
  return (
    <li>
      <button type="button" className={styles.level} onClick={() => onPick?.(String(price))}>
        <span className={side === 'ask' ? 'down' : 'up'}>{formatPrice(price, 8)}</span>
        <span>{formatCompact(amount)}</span>
      </button>
    </li>
  );
});

/** The top five asks (highest first, nearest the middle last) and bids of the pair, live from `market_depth`. */
export function OrderBook({ symbol, onPickPrice }: OrderBookProps) {
  const { t } = useTranslation('trade');
  const book = useOrderBook(symbol);
  const asks = (book?.asks ?? []).slice(0, LEVELS).reverse();
  const bids = (book?.bids ?? []).slice(0, LEVELS);
  const row = (side: Side) => (level: [number, number], index: number) => (
    <Level key={`${side}-${index}`} side={side} price={level[0]} amount={level[1]} onPick={onPickPrice} />
  );
  return (
    <section className={styles.book} aria-label={t('book.label')}>
      <p className={styles.bookHead}>
        <span>{t('book.price')}</span>
        <span>{t('book.amount')}</span>
      </p>
      {!book && <p className={styles.muted}>{t('book.waiting')}</p>}
      <ul className={styles.levels} aria-label={t('book.asks')}>
        {asks.map(row('ask'))}
      </ul>
      <ul className={styles.levels} aria-label={t('book.bids')}>
        {bids.map(row('bid'))}
      </ul>
    </section>
  );
}
