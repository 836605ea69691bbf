import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNow } from '../../../shared/hooks/use-now';
import { SALE_MODE_KEY } from '../lib/artwork-path';
import { SALE_STATE_KEY, saleState } from '../lib/sale-state';
import styles from './nft.module.css';

type SaleBadgesProps = {
  artwork: { pay_type: string; start_time: string; end_time: string; status: number; rarity: string };
};

/** Sale mode, sale state (before start, on sale, ended) and rarity of an artwork. */
export function SaleBadges({ artwork }: SaleBadgesProps) {
  const { t } = useTranslation('nft');
  const state = saleState(artwork, useNow());
  return (
    <span className={styles.badges}>
      <span className={styles.badge}>{t(SALE_MODE_KEY[artwork.pay_type] ?? 'mode.normal')}</span>
      <span className={state === 1 ? styles.badgeLive : styles.badge}>{t(SALE_STATE_KEY[state])}</span>
      <span className={styles.badge}>{artwork.rarity}</span>
    </span>
  );
}
