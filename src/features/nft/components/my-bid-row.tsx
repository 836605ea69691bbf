import { useTranslation } from '../../../shared/i18n/use-translation';
import type { NftBid } from '../../../gen/model';
import { imageUrl } from '../../../shared/lib/image-url';
import { formatPrice } from '../../../shared/lib/format/number';
import styles from './nft.module.css';

const STATE_KEY = { 0: 'bid.outbid', 1: 'bid.leading', 2: 'bid.won' } as const;

/** A bid the user placed: the artwork, the amount, whether it leads, was outbid or won. */
export function MyBidRow({ bid }: { bid: NftBid }) {
  const { t } = useTranslation('nft');
  return (
    <div className={styles.row}>
      <img className={styles.thumb} src={imageUrl(bid.nft_image)} alt="" />
      <span className={styles.rowText}>
        <strong>{bid.nft_name}</strong>
        <span className={styles.muted}>{bid.created}</span>
      </span>
      <span className={styles.right}>
        <strong>
          {formatPrice(bid.price, 8)} {bid.currency_name}
        </strong>
        <span className={styles.muted}>{bid.is_expired === '1' ? t('order.expired') : t(STATE_KEY[bid.status])}</span>
      </span>
    </div>
  );
}
