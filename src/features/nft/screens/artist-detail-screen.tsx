import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useGetNftArtistDetail } from '../../../gen/api/nft/nft';
import { imageUrl } from '../../../shared/lib/image-url';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { EmptyState } from '../../../shared/ui/state/empty-state';
import { QueryView } from '../../../shared/ui/state/query-view';
import { ArtworkCards } from '../components/artwork-grid';
import styles from '../components/nft.module.css';

const route = getRouteApi('/_authed/pages/nft/artistDetail');

function ArtistHome({ uid }: { uid: number }) {
  const { t } = useTranslation('nft');
  const query = useGetNftArtistDetail({ uid });
  return (
    <QueryView query={query}>
      {(artist) => (
        <>
          <section className={styles.row} aria-label={artist.nickname}>
            <img className={styles.avatar} src={imageUrl(artist.head_portrait)} alt="" />
            <span className={styles.rowText}>
              <h2 className={styles.sectionTitle}>{artist.nickname}</h2>
              <span className={styles.muted}>{artist.introduction}</span>
            </span>
            <span className={styles.right}>
              <span className={styles.muted}>{t('artist.works', { count: artist.artworks.length })}</span>
              <span className={styles.muted}>{t('artist.collects', { count: artist.artworks_collect_number })}</span>
            </span>
          </section>
          <h2 className={`${styles.sectionTitle} ${styles.section}`}>{t('artist.artworks')}</h2>
          {artist.artworks.length === 0 ? (
            <EmptyState text={t('artwork.empty')} />
          ) : (
            <ArtworkCards artworks={artist.artworks} label={t('artist.artworks')} />
          )}
        </>
      )}
    </QueryView>
  );
}

/** An artist's home (`uid`): who they are and their works. */
export function ArtistDetailScreen() {
  const { t } = useTranslation('nft');
  const { uid } = route.useSearch();
  return (
    <main className={styles.page}>
      <PageHeader title={t('artist.home')} back />
      {uid ? <ArtistHome uid={uid} /> : <EmptyState text={t('artist.missing')} />}
    </main>
  );
}
