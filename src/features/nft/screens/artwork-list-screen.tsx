import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ownedSearch } from '../../../shared/lib/navigation/search-params';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { useReplaceSearch } from '../../../shared/lib/navigation/use-replace-search';
import { MarketFilters } from '../components/market-filters';
import styles from '../components/nft.module.css';

const route = getRouteApi('/_authed/pages/nft/components/artwork');

/** Every artwork of the market, by sale mode and state. */
export function ArtworkListScreen() {
  const { t } = useTranslation('nft');
  const { mode = 'all', state } = route.useSearch();
  const replaceSearch = useReplaceSearch(route);
  return (
    <main className={styles.page}>
      <PageHeader title={t('artwork.title')} back />
      <MarketFilters mode={mode} state={state} onChange={(next) => void replaceSearch(ownedSearch(next))} />
    </main>
  );
}
