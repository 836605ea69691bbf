import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useListQuotations } from '../../../gen/api/content/content';
import { allPairs, pairLabel } from '../../../shared/lib/market/quotations';
import { useAppNavigation } from '../../../shared/lib/navigation/use-app-navigation';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { LiveStatus } from '../../../shared/ui/live-status/live-status';
import { QuoteRow } from '../../../shared/ui/quote/quote-row';
import { QueryView } from '../../../shared/ui/state/query-view';
import { Tabs } from '../../../shared/ui/tabs/tabs';
import { useFavourites } from '../api/use-favourites';
import { FavouriteButton } from '../components/favourite-button';
import { DEFAULT_MARKET_TAB, MARKET_TABS, pairsOfTab } from '../lib/market-tabs';
import list from '../../../shared/ui/list-row/list-row.module.css';
import styles from '../components/market.module.css';

const route = getRouteApi('/_authed/_tabs/pages/market/market');

/** The market tab: coin and stock quotations and the favourites, each row opening the pair to trade. */
export function MarketScreen() {
  const { t } = useTranslation('market');
  const tab = route.useSearch().tab ?? DEFAULT_MARKET_TAB;
  const navigate = route.useNavigate();
  const navigation = useAppNavigation();
  const quotations = useListQuotations(undefined, { query: { refetchInterval: 10_000 } });
  const favourites = useFavourites();
  const tabs = MARKET_TABS.map((key) => ({ key, label: t(`tabs.${key}`) }));
  return (
    <main>
      <PageHeader title={t('title')} right={<LiveStatus />} />
      <Tabs
        label={t('tabs.label')}
        tabs={tabs}
        value={tab}
        onChange={(next) => void navigate({ search: { tab: next }, replace: true })}
        sticky
      >
        <QueryView query={quotations}>
          {(groups) => {
            const pairs = pairsOfTab(allPairs(groups), tab, favourites.isFavourite);
            if (pairs.length === 0)
              return <p className={styles.empty}>{t(tab === 'favourites' ? 'emptyFavourites' : 'empty')}</p>;
            return (
              <ul className={list.list} aria-label={t(`tabs.${tab}`)}>
                {pairs.map((pair, index) => (
                  <li key={`${pair.id}-${index}`}>
                    <QuoteRow
                      pair={pair}
                      onOpen={() =>
                        void navigation.switchTab('trade', { currency_id: pair.currency_id, legal_id: pair.legal_id })
                      }
                      action={
                        <FavouriteButton
                          pair={pairLabel(pair)}
                          active={favourites.isFavourite(pair.currency_id)}
                          disabled={favourites.busy || favourites.query.isPending}
                          onToggle={() => favourites.toggle(pair.currency_id)}
                        />
                      }
                    />
                  </li>
                ))}
              </ul>
            );
          }}
        </QueryView>
      </Tabs>
    </main>
  );
}
