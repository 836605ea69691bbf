import { Link } from '../../../shared/ui/link/link';
import type { NftArtwork } from '../../../gen/model';
import { imageUrl } from '../../../shared/lib/image-url';
import { artworkPath } from '../lib/artwork-path';
import { SaleBadges } from './sale-badges';
import { priceText } from '../lib/price-text';
import styles from './nft.module.css';

/** One artwork of a grid: cover, name, price in its coin, sale badges; opens its detail page. */
export function ArtworkCard({ artwork }: { artwork: NftArtwork }) {
  return (
    <Link to={artworkPath(artwork.type)} search={{ id: artwork.id }} className={styles.card}>
      <img className={styles.cover} src={imageUrl(artwork.image)} alt="" loading="lazy" />
      <span className={styles.cardBody}>
        <span className={styles.name}>{artwork.name}</span>
        <span className={styles.muted}>{artwork.author_name}</span>
        <span className={styles.price}>{priceText(artwork.price, artwork.currency_name)}</span>
        <SaleBadges artwork={artwork} />
      </span>
    </Link>
  );
}
