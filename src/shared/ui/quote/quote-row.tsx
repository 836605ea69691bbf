import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { QuotationPair } from '../../../gen/model';
import { formatCompact, formatPercent, formatPrice } from '../../lib/format/number';
import { trendColor } from '../../lib/format/trend';
import { imageUrl } from '../../lib/image-url';
import { pairLabel } from '../../lib/market/quotations';
import { useTicker } from '../../realtime/hooks';
import styles from './quote-row.module.css';

/**
 * A list row shows its pair's latest ticker at most this often: a screen of rows each ticking ten times a second
 * would otherwise lay out and paint a row on nearly every frame, and a quotation list reads as well at one update
 * a second, as exchanges' lists do (the pair's own screen shows every tick).
 */
const LIVE_ROW_REFRESH_MS = 1000;

type QuoteRowProps = {
  pair: QuotationPair;
  /** Opens the pair (e.g. in the trade tab). */
  onOpen?: (pair: QuotationPair) => void;
  /** A control at the end of the row (favourite star). */
  action?: ReactNode;
};

/**
 * One line of a quotation list: pair, 24 h volume, last price and the coloured 24 h change, live from the
 * realtime ticker once it has pushed, else as /currency/quotation_new gave them.
 */
export function QuoteRow({ pair, onOpen, action }: QuoteRowProps) {
  const { t } = useTranslation('common');
  const label = pairLabel(pair);
  const ticker = useTicker(label, { atMostEveryMs: LIVE_ROW_REFRESH_MS });
  const price = ticker?.now_price ?? pair.now_price;
  const change = ticker?.change ?? pair.change;
  const volume = ticker?.volume ?? pair.volume;
  return (
    <div className={styles.row}>
      <button type="button" className={styles.main} onClick={() => onOpen?.(pair)}>
        <img className={styles.logo} src={imageUrl(pair.logo)} alt="" width={28} height={28} loading="lazy" />
        <span className={styles.text}>
          <span className={styles.name}>
            {pair.currency_name}
            <span className={styles.quote}>{`/${pair.legal_name}`}</span>
          </span>
          <span className={styles.volume}>{t('quote.volume', { volume: formatCompact(volume) })}</span>
        </span>
      </button>
      <span className={styles.price}>{formatPrice(price)}</span>
      <span className={styles.end}>
        <span className={styles.change} style={{ background: trendColor(change) }}>
          {formatPercent(change)}
        </span>
        {action && <span className={styles.action}>{action}</span>}
      </span>
    </div>
  );
}
