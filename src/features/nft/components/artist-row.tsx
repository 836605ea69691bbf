import { Link } from '../../../shared/ui/link/link';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { NftArtist } from '../../../gen/model';
import { imageUrl } from '../../../shared/lib/image-url';
import styles from './nft.module.css';

/** An artist of the list: avatar, name, introduction, number of works; opens the artist's home. */
export function ArtistRow({ artist }: { artist: NftArtist }) {
  const { t } = useTranslation('nft');
  return (
    <Link to="/pages/nft/artistDetail" search={{ uid: artist.author_id }} className={styles.row}>
      <img className={styles.avatar} src={imageUrl(artist.head_portrait)} alt="" />
      <span className={styles.rowText}>
        <strong>{artist.nickname}</strong>
        <span className={styles.muted}>{artist.introduction}</span>
      </span>
      <span className={styles.muted}>{t('artist.works', { count: artist.artworks_number })}</span>
    </Link>
  );
}
