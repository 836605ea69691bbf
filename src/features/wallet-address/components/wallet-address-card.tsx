import { useTranslation } from '../../../shared/i18n/use-translation';
import type { WalletAddress } from '../../../gen/model';
import { imageUrl } from '../../../shared/lib/image-url';
import addressText from '../../../shared/ui/address-text/address-text.module.css';
import styles from './wallet-address-card.module.css';
import { localTime } from '../../../shared/lib/format/server-time';

/** One saved address: coin, chain, label, the address itself and its QR code. */
export function WalletAddressCard({ address }: { address: WalletAddress }) {
  const { t } = useTranslation('wallet-address');
  return (
    <article className={styles.card} aria-label={t('list.itemLabel', { name: address.name, chain: address.type })}>
      <div className={styles.text}>
        <p className={styles.head}>
          <strong>{address.name}</strong>
          <span className={styles.chain}>{address.type}</span>
        </p>
        <p className={`${addressText.address} ${styles.address}`}>{address.address}</p>
        <p className={styles.time}>{t('list.added', { time: localTime(address.create_time) })}</p>
      </div>
      <img
        className={styles.qr}
        src={imageUrl(address.qrcode)}
        alt={t('list.qrAlt', { name: address.name })}
        width={64}
        height={64}
      />
    </article>
  );
}
