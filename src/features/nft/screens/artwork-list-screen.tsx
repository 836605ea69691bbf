import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { MarketFilters } from '../components/market-filters';
import styles from '../components/nft.module.css';
import { useMarketSearch } from '../lib/use-market-search';

const route = getRouteApi('/_authed/pages/nft/components/artwork');

/** Every artwork of the market, by sale mode and state. */
export function ArtworkListScreen() {
  const { t } = useTranslation('nft');
  const filters = useMarketSearch(route);
  return (
    <main className={styles.page}>
      <PageHeader title={t('artwork.title')} back />
      <MarketFilters {...filters} />
    </main>
  );
}
