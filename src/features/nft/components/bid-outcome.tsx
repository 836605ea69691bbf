import { useTranslation } from '../../../shared/i18n/use-translation';
import { priceText } from '../lib/price-text';
import styles from './nft.module.css';

const STATE_KEY = { 0: 'bid.outbid', 1: 'bid.leading', 2: 'bid.won' } as const;

type BidOutcomeProps = { price: string; unit: string; status: 0 | 1 | 2; expired: boolean };

/** A bid's amount and where it stands: leading, outbid, won, or won but not paid in time. */
export function BidOutcome({ price, unit, status, expired }: BidOutcomeProps) {
  const { t } = useTranslation('nft');
  return (
    <span className={styles.right}>
      <strong>{priceText(price, unit)}</strong>
      <span className={styles.muted}>{expired ? t('order.expired') : t(STATE_KEY[status])}</span>
    </span>
  );
}
