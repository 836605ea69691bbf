import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useListQuotations } from '../../../gen/api/content/content';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { allPairs, pairLabel } from '../../../shared/lib/market/quotations';
import { useAppNavigation } from '../../../shared/lib/navigation/use-app-navigation';
import { tickerStore } from '../../../shared/realtime/market-store';
import { HeaderButton } from '../../../shared/ui/page-header/header-button';
import { LiveStatus } from '../../../shared/ui/live-status/live-status';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { QueryView } from '../../../shared/ui/state/query-view';
import { useSearchTabs } from '../../../shared/ui/layout/search-tabs';
import { Tabs } from '../../../shared/ui/tabs/tabs';
import { useFavourites } from '../api/use-favourites';
import { PairList } from '../components/pair-list';
import { SortBar } from '../components/sort-bar';
import { MARKET_SEARCH_TAB, pairsOfTab } from '../lib/market-tabs';
import { nextSort, sortPairs, type PairSort } from '../lib/sort-pairs';
import styles from '../components/market.module.css';

const route = getRouteApi('/_authed/_tabs/pages/market/market');

/**
 * The market tab: coin and stock quotations and the favourites, live, sortable by price, change and volume,
 * each row opening the pair to trade.
 */
export function MarketScreen() {
  const { t } = useTranslation('market');
  const tabs = useSearchTabs(route, MARKET_SEARCH_TAB, t('tabs.label'), (key) => t(`tabs.${key}`));
  const tab = tabs.value;
  const navigation = useAppNavigation();
  const [sort, setSort] = useState<PairSort>(null);
  const quotations = useListQuotations(undefined, { query: { refetchInterval: 10_000 } });
  const favourites = useFavourites();
  const search = (
    <HeaderButton label={t('search.open')} onClick={() => void navigation.push({ to: '/pages/market/search' })}>
      <circle cx="11" cy="11" r="6" />
      <path d="M20 20l-4.5-4.5" />
    </HeaderButton>
  );
  return (
    <main>
      <PageHeader
        title={t('title')}
        right={
          <>
            <LiveStatus />
            {search}
          </>
        }
      />
      <Tabs {...tabs} sticky>
        <SortBar sort={sort} onSort={(key) => setSort((current) => nextSort(current, key))} />
        <QueryView query={quotations}>
          {(groups) => {
            const pairs = sortPairs(pairsOfTab(allPairs(groups), tab, favourites.isFavourite), sort, (pair) =>
              tickerStore.get(pairLabel(pair)),
            );
            if (pairs.length === 0)
              return <p className={styles.empty}>{t(tab === 'favourites' ? 'emptyFavourites' : 'empty')}</p>;
            return (
              <PairList
                label={t(`tabs.${tab}`)}
                pairs={pairs}
                favourites={favourites}
                onOpen={(pair) =>
                  void navigation.switchTab({
                    to: '/pages/transaction/index',
                    search: { currency_id: pair.currency_id, legal_id: pair.legal_id },
                  })
                }
              />
            );
          }}
        </QueryView>
      </Tabs>
    </main>
  );
}
