import { Link } from '../../../shared/ui/link/link';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useListNftArtists } from '../../../gen/api/nft/nft';
import { imageUrl } from '../../../shared/lib/image-url';
import sectionHead from '../../../shared/ui/layout/section-head.module.css';
import { QueryView } from '../../../shared/ui/state/query-view';
import styles from './nft.module.css';

/** The market's artists in one scrolling row, with a link to all of them. */
export function ArtistStrip() {
  const { t } = useTranslation('nft');
  const artists = useListNftArtists({ page: 1, limit: 10 });
  return (
    <section className={styles.section} aria-labelledby="nft-artists">
      <div className={`${sectionHead.head} ${styles.sectionHead}`}>
        <h2 id="nft-artists" className={styles.sectionTitle}>
          {t('artist.title')}
        </h2>
        <Link to="/pages/nft/components/artist" className={styles.link}>
          {t('market.more')}
        </Link>
      </div>
      <QueryView skeleton="list" query={artists} isEmpty={(rows) => rows.length === 0} emptyText={t('artist.empty')}>
        {(rows) => (
          <ul className={styles.artists} aria-label={t('artist.title')}>
            {rows.map((artist) => (
              <li key={artist.id}>
                <Link to="/pages/nft/artistDetail" search={{ uid: artist.author_id }} className={styles.artistChip}>
                  <img className={styles.avatar} src={imageUrl(artist.head_portrait)} alt="" />
                  {artist.nickname}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
