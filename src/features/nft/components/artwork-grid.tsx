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

/** An artwork of either list: its card, keyed by its code. */
const artworkKey = (artwork: NftArtwork) => artwork.code;
const artworkCard = (artwork: NftArtwork) => <ArtworkCard artwork={artwork} />;

/** Artworks of the market matching a filter, two per row, ten per page. */
export function ArtworkGrid({ filter, label, emptyText }: ArtworkGridProps) {
  return (
    <PaginatedList<NftArtwork>
      className={styles.grid}
      queryKey={readQueryKey('listNftArtworks', 'grid', filter)}
      fetchPage={(page, limit, signal) =>
        listNftArtworks({ ...filter, page, limit }, { signal }).then((items) => fromItems(items, limit))
      }
      itemKey={artworkKey}
      renderItem={artworkCard}
      label={label}
      emptyText={emptyText}
    />
  );
}

/** Artworks already at hand (an artist's works, the collection), two per row like the market's grid. */
export function ArtworkCards({ artworks, label }: { artworks: NftArtwork[]; label: string }) {
  return (
    <div className={styles.grid}>
      <ul className={styles.list} aria-label={label}>
        {artworks.map((artwork) => (
          <li key={artworkKey(artwork)}>{artworkCard(artwork)}</li>
        ))}
      </ul>
    </div>
  );
}
