import { getRouteApi } from '@tanstack/react-router';
import { Link } from '../../../shared/ui/link/link';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useGetNftArtworkDetail } from '../../../gen/api/nft/nft';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { EmptyState } from '../../../shared/ui/state/empty-state';
import { QueryView } from '../../../shared/ui/state/query-view';
import { ArtworkDetail } from '../components/artwork-detail';
import styles from '../components/nft.module.css';

const pictureRoute = getRouteApi('/_authed/pages/nft/artworkDetail');
const mediaRoute = getRouteApi('/_authed/pages/nft/artworkDetail_video');

function Detail({ id, media }: { id: number; media: boolean }) {
  const query = useGetNftArtworkDetail({ id });
  return (
    <QueryView query={query}>
      {(artwork) => <ArtworkDetail artwork={artwork} media={media} onChange={() => void query.refetch()} />}
    </QueryView>
  );
}

function Screen({ id, media }: { id: number | undefined; media: boolean }) {
  const { t } = useTranslation('nft');
  return (
    <main className={styles.page}>
      <PageHeader title={t('detail.title')} back />
      {id ? (
        <Detail id={id} media={media} />
      ) : (
        <EmptyState text={t('detail.missing')}>
          <Link to="/pages/nft/nft" className={styles.link}>
            {t('market.title')}
          </Link>
        </EmptyState>
      )}
    </main>
  );
}

/** An image or GIF artwork (`id`). */
export function ArtworkDetailScreen() {
  return <Screen id={pictureRoute.useSearch().id} media={false} />;
}

/** An audio or video artwork (`id`), with its player. */
export function ArtworkMediaScreen() {
  return <Screen id={mediaRoute.useSearch().id} media />;
}
