import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useListQuotations } from '../../../gen/api/content/content';
import { TRADE_SECTIONS, type TradeSection } from '../../../shared/config/accounts';
import { allPairs, findPair } from '../../../shared/lib/market/quotations';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { LiveStatus } from '../../../shared/ui/live-status/live-status';
import { QueryView } from '../../../shared/ui/state/query-view';
import { Tabs } from '../../../shared/ui/tabs/tabs';
import { CoinsPanel } from '../components/coins-panel';
import { FuturesPanel } from '../components/futures-panel';
import { PairHeader } from '../components/pair-header';
import { SecondsPanel } from '../components/seconds-panel';

const route = getRouteApi('/_authed/_tabs/pages/transaction/index');

/** The trade tab: the selected pair's price and change, and the seconds, futures and spot sections. */
export function TradeScreen() {
  const { t } = useTranslation('trade');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const section: TradeSection = search.section ?? 'seconds';
  const quotations = useListQuotations(undefined, { query: { refetchInterval: 10_000 } });
  const tabs = TRADE_SECTIONS.map((key) => ({ key, label: t(`sections.${key}`) }));
  return (
    <main>
      <PageHeader title={t('title')} right={<LiveStatus />} />
      <QueryView query={quotations} isEmpty={(groups) => allPairs(groups).length === 0}>
        {(groups) => {
          const pairs = allPairs(groups);
          const pair = findPair(pairs, search.currency_id, search.legal_id)!;
          return (
            <>
              <PairHeader
                pair={pair}
                pairs={pairs}
                onSelect={(next) =>
                  void navigate({
                    search: { ...search, currency_id: next.currency_id, legal_id: next.legal_id },
                    replace: true,
                  })
                }
              />
              <Tabs
                label={t('sections.label')}
                tabs={tabs}
                value={section}
                onChange={(next) => void navigate({ search: { ...search, section: next }, replace: true })}
              >
                {section === 'seconds' && <SecondsPanel />}
                {section === 'futures' && <FuturesPanel pair={pair} />}
                {section === 'coins' && <CoinsPanel pair={pair} />}
              </Tabs>
            </>
          );
        }}
      </QueryView>
    </main>
  );
}
