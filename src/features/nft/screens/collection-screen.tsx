import { useTranslation } from '../../../shared/i18n/use-translation';
import { useListNftCollection } from '../../../gen/api/nft/nft';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { QueryView } from '../../../shared/ui/state/query-view';
import { ArtworkCards } from '../components/artwork-grid';
import styles from '../components/nft.module.css';

/** The artworks the user collected (favourites). */
export function CollectionScreen() {
  const { t } = useTranslation('nft');
  const collection = useListNftCollection();
  return (
    <main className={styles.page}>
      <PageHeader title={t('collection.title')} back />
      <QueryView
        skeleton="list"
        query={collection}
        isEmpty={(rows) => rows.length === 0}
        emptyText={t('collection.empty')}
      >
        {(rows) => <ArtworkCards artworks={rows} label={t('collection.title')} />}
      </QueryView>
    </main>
  );
}
