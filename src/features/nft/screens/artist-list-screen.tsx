import { useTranslation } from '../../../shared/i18n/use-translation';
import { listNftArtists } from '../../../gen/api/nft/nft';
import type { NftArtist } from '../../../gen/model';
import { readQueryKey } from '../../../shared/lib/query/invalidation';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { fromItems } from '../../../shared/ui/paginated-list/page';
import { PaginatedList } from '../../../shared/ui/paginated-list/paginated-list';
import { ArtistRow } from '../components/artist-row';
import styles from '../components/nft.module.css';

/** The market's artists, ten at a time. */
export function ArtistListScreen() {
  const { t } = useTranslation('nft');
  return (
    <main className={styles.page}>
      <PageHeader title={t('artist.title')} back />
      <PaginatedList<NftArtist>
        queryKey={readQueryKey('listNftArtists', 'list')}
        fetchPage={(page, limit, signal) =>
          listNftArtists({ page, limit }, { signal }).then((rows) => fromItems(rows, limit))
        }
        itemKey={(artist) => artist.id}
        renderItem={(artist) => <ArtistRow artist={artist} />}
        label={t('artist.title')}
        emptyText={t('artist.empty')}
      />
    </main>
  );
}
