import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { QuotationPair } from '../../../gen/model';
import { formatCompact, formatPercent, formatPrice } from '../../../shared/lib/format/number';
import { trendColor } from '../../../shared/lib/format/trend';
import { pairLabel } from '../../../shared/lib/market/quotations';
import { useTicker } from '../../../shared/realtime/hooks';
import { BottomSheet } from '../../../shared/ui/dialog/bottom-sheet';
import list from '../../../shared/ui/list-row/list-row.module.css';
import pickRow from '../../../shared/ui/list-row/pick-row.module.css';
import styles from './trade.module.css';

type PairHeaderProps = {
  pair: QuotationPair;
  pairs: QuotationPair[];
  onSelect: (pair: QuotationPair) => void;
};

/** The selected pair with its last price and 24 h change; tapping the name opens the pair picker. */
export function PairHeader({ pair, pairs, onSelect }: PairHeaderProps) {
  const { t } = useTranslation('trade');
  const [picking, setPicking] = useState(false);
  return (
    <section className={styles.pairHeader} aria-label={t('pairHeader')}>
      <button type="button" className={styles.pairButton} onClick={() => setPicking(true)} aria-haspopup="dialog">
        {pairLabel(pair)}
        <svg
          viewBox="0 0 24 24"
          width="16"
          height="16"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 9l6 6 6-6" strokeLinecap="round" />
        </svg>
      </button>
      <LiveFigures pair={pair} />
      <BottomSheet open={picking} title={t('pickerTitle')} onClose={() => setPicking(false)}>
        <PairChoices
          pair={pair}
          pairs={pairs}
          onSelect={(next) => {
            setPicking(false);
            onSelect(next);
          }}
        />
      </BottomSheet>
    </section>
  );
}

/** The live part of the header: each tick of the pair re-renders these figures, never the picker's list. */
function LiveFigures({ pair }: { pair: QuotationPair }) {
  const { t } = useTranslation('trade');
  const ticker = useTicker(pairLabel(pair));
  const price = ticker?.now_price ?? pair.now_price;
  const change = ticker?.change ?? pair.change;
  return (
    <>
      <div className={styles.priceBlock}>
        <p className={styles.price} style={{ color: trendColor(change) }} aria-label={t('lastPrice')}>
          {formatPrice(price)}
        </p>
        <p className={styles.change} style={{ color: trendColor(change) }} aria-label={t('change')}>
          {formatPercent(change)}
        </p>
      </div>
      <dl className={styles.dayFigures}>
        <div>
          <dt>{t('day.high')}</dt>
          <dd>{formatPrice(ticker?.high)}</dd>
        </div>
        <div>
          <dt>{t('day.low')}</dt>
          <dd>{formatPrice(ticker?.low)}</dd>
        </div>
        <div>
          <dt>{t('day.volume')}</dt>
          <dd>{formatCompact(ticker?.volume ?? pair.volume)}</dd>
        </div>
      </dl>
    </>
  );
}

/** Every pair of the list (rendered only while the picker is open: there may be a thousand). */
function PairChoices({ pair, pairs, onSelect }: PairHeaderProps) {
  return (
    <ul className={list.list}>
      {pairs.map((candidate, index) => (
        <li key={`${candidate.id}-${index}`}>
          <button
            type="button"
            className={`${pickRow.row} ${styles.pickerItem}`}
            aria-current={candidate.id === pair.id}
            onClick={() => onSelect(candidate)}
          >
            <span>{pairLabel(candidate)}</span>
            <span style={{ color: trendColor(candidate.change) }}>{formatPrice(candidate.now_price)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
