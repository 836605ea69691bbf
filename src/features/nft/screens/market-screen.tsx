import { getRouteApi } from '@tanstack/react-router';
import { Link } from '../../../shared/ui/link/link';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ownedSearch } from '../../../shared/lib/navigation/search-params';
import sectionHead from '../../../shared/ui/layout/section-head.module.css';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { ArtistStrip } from '../components/artist-strip';
import { MarketFilters } from '../components/market-filters';
import styles from '../components/nft.module.css';
import { useMarketSearch } from '../lib/use-market-search';

const route = getRouteApi('/_authed/pages/nft/nft');

/** The NFT market: artists, then artworks by sale mode and state; search and the personal centre above. */
export function NftMarketScreen() {
  const { t } = useTranslation('nft');
  const filters = useMarketSearch(route);
  return (
    <main className={styles.page}>
      <PageHeader
        title={t('market.title')}
        back
        right={
          <span className={styles.headerLinks}>
            <Link to="/pages/nft/components/search" className={styles.link}>
              {t('search.title')}
            </Link>
            <Link to="/pages/nft/mine" className={styles.link}>
              {t('mine.title')}
            </Link>
          </span>
        }
      />
      <ArtistStrip />
      <div className={`${sectionHead.head} ${styles.sectionHead}`}>
        <span />
        <Link
          to="/pages/nft/components/artwork"
          search={ownedSearch({ mode: filters.mode, state: filters.state })}
          className={`${styles.link} ${styles.section}`}
        >
          {t('market.allArtworks')}
        </Link>
      </div>
      <MarketFilters {...filters} />
    </main>
  );
}
