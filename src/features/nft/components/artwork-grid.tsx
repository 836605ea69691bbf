import { listNftArtworks } from '../../../gen/api/nft/nft';
import type { ListNftArtworksParams, NftArtwork } from '../../../gen/model';
import { readQueryKey } from '../../../shared/lib/query/invalidation';
import { fromItems } from '../../../shared/ui/paginated-list/page';
import { PaginatedList } from '../../../shared/ui/paginated-list/paginated-list';
import { ArtworkCard } from './artwork-card';
import styles from './nft.module.css';

type ArtworkGridProps = {
  filter: Omit<ListNftArtworksParams, 'page' | 'limit'>;
  label: string;
  emptyText: string;
};

/** Artworks of the market matching a filter, two per row, ten per page. */
export function ArtworkGrid({ filter, label, emptyText }: ArtworkGridProps) {
  return (
    <PaginatedList<NftArtwork>
      className={styles.grid}
      queryKey={readQueryKey('listNftArtworks', 'grid', filter)}
      fetchPage={(page, limit, signal) =>
        listNftArtworks({ ...filter, page, limit }, { signal }).then((items) => fromItems(items, limit))
      }
      itemKey={(artwork) => artwork.code}
      renderItem={(artwork) => <ArtworkCard artwork={artwork} />}
      label={label}
      emptyText={emptyText}
    />
  );
}
