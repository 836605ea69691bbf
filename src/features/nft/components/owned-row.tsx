import { Link } from '../../../shared/ui/link/link';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { NftOwnedArtwork } from '../../../gen/model';
import { imageUrl } from '../../../shared/lib/image-url';
import { formatCoinAmount } from '../../../shared/lib/format/amount';
import { Button } from '../../../shared/ui/button/button';
import { artworkPath } from '../lib/artwork-path';
import styles from './nft.module.css';

/** A blind box bought but not opened yet: it shows as a box until opened. */
export const isClosedBox = (artwork: Pick<NftOwnedArtwork, 'pay_type' | 'rarity_house_id' | 'rarity_status'>) =>
  artwork.pay_type === '3' && artwork.rarity_house_id > 0 && artwork.rarity_status === '0';

type OwnedRowProps = { artwork: NftOwnedArtwork; opening: boolean; onOpen: (artwork: NftOwnedArtwork) => void };

/** An artwork of mine back on the market (running or scheduled resale): it cannot be withdrawn. */
export const isOnResale = (artwork: { resell_nft_status: number; status: number }) =>
  artwork.resell_nft_status === 1 || artwork.status !== 0;

/** An artwork the user holds: open it (a box), resell it, or read that it is on resale or awaiting payment. */
export function OwnedRow({ artwork, opening, onOpen }: OwnedRowProps) {
  const { t } = useTranslation('nft');
  const box = isClosedBox(artwork);
  let action;
  if (box)
    action = (
      <Button size="small" loading={opening} onClick={() => onOpen(artwork)}>
        {t('mine.open')}
      </Button>
    );
  else if (isOnResale(artwork)) action = <span className={styles.muted}>{t('detail.reselling')}</span>;
  else if (artwork.lock_order === '1') action = <span className={styles.muted}>{t('detail.awaitingWinner')}</span>;
  else
    action = (
      <Link to="/pages/nft/resell" search={{ code: artwork.code }} className={styles.link}>
        {t('mine.resell')}
      </Link>
    );
  return (
    <div className={styles.row}>
      <img className={styles.thumb} src={imageUrl(artwork.image)} alt="" />
      <span className={styles.rowText}>
        <Link to={artworkPath(artwork.type)} search={{ id: artwork.id }} className={styles.author}>
          <strong>{artwork.name}</strong>
        </Link>
        <span className={styles.muted}>
          {box ? t('mine.closedBox') : t('mine.rarity', { rarity: artwork.rarity })} ·{' '}
          {formatCoinAmount(artwork.price, artwork.currency_name)} {artwork.currency_name}
        </span>
      </span>
      <span className={styles.right}>{action}</span>
    </div>
  );
}
