import type { NftBid } from '../../../gen/model';
import { imageUrl } from '../../../shared/lib/image-url';
import { BidOutcome } from './bid-outcome';
import styles from './nft.module.css';
import { localTime } from '../../../shared/lib/format/server-time';

/** A bid the user placed: the artwork, the amount, whether it leads, was outbid or won. */
export function MyBidRow({ bid }: { bid: NftBid }) {
  return (
    <div className={styles.row}>
      <img className={styles.thumb} src={imageUrl(bid.nft_image)} alt="" />
      <span className={styles.rowText}>
        <strong>{bid.nft_name}</strong>
        <span className={styles.muted}>{localTime(bid.created)}</span>
      </span>
      <BidOutcome price={bid.price} unit={bid.currency_name} status={bid.status} expired={bid.is_expired === '1'} />
    </div>
  );
}
