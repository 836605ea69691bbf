import { useState } from 'react';
import { useListQuotations } from '../../../gen/api/content/content';
import type { QuotationPair } from '../../../gen/model';
import { TRADE_SECTIONS, type TradeSection } from '../lib/trade-sections';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { allPairs, pairAskedFor, pairLabel } from '../../../shared/lib/market/quotations';
import { LiveStatus } from '../../../shared/ui/live-status/live-status';
import { PageHeader } from '../../../shared/ui/page-header/page-header';
import { QueryView } from '../../../shared/ui/state/query-view';
import { RefusedState } from '../../../shared/ui/state/refused-state';
import { Tabs } from '../../../shared/ui/tabs/tabs';
import { useTradeEvents } from '../api/use-trade-events';
import { CoinsPanel } from '../components/coins-panel';
import { FuturesPanel } from '../components/futures-panel';
import { KlineChart } from '../components/kline-chart';
import { OrderBook } from '../components/order-book';
import { PairHeader } from '../components/pair-header';
import { RecentTrades } from '../components/recent-trades';
import { SecondsPanel } from '../components/seconds-panel';
import type { TradeSearch } from '../lib/trade-search';
import styles from '../components/trade.module.css';

type TradeViewProps = {
  title: string;
  search: TradeSearch;
  onSearch: (next: TradeSearch) => void;
  /** Only these pairs (the stock layout shows stocks). */
  market?: QuotationPair['market_type'];
  /** A page of one section (spot or futures) instead of the three tabs. */
  only?: TradeSection;
  back?: boolean;
};

/**
 * A trading page: the pair with its live price and 24 h figures, the k-line, the order book and the latest
 * trades, then the seconds, futures and spot sections. Pair and section live in the URL.
 */
export function TradeView({ title, search, onSearch, market, only, back }: TradeViewProps) {
  const { t } = useTranslation('trade');
  useTradeEvents();
  const [picked, setPicked] = useState<string>();
  const quotations = useListQuotations(undefined, { query: { refetchInterval: 10_000 } });
  const section: TradeSection = only ?? search.section ?? (market === 'stock' ? 'coins' : 'seconds');
  const pairsOf = (groups: Parameters<typeof allPairs>[0]) =>
    allPairs(groups).filter((pair) => !market || pair.market_type === market);
  const tabs = TRADE_SECTIONS.map((key) => ({ key, label: t(`sections.${key}`) }));
  return (
    <main>
      <PageHeader title={title} back={back} right={<LiveStatus />} />
      <QueryView skeleton="list" query={quotations} isEmpty={(groups) => pairsOf(groups).length === 0}>
        {(groups) => {
          const pairs = pairsOf(groups);
          const pair = pairAskedFor(pairs, search.currency_id, search.legal_id);
          // a pair the address names and this page does not list: said so, never another pair in its place
          if (!pair) return <RefusedState reason={t('pairNotFound')} />;
          const symbol = pairLabel(pair);
          const panel =
            section === 'seconds' ? (
              <SecondsPanel pair={pair} />
            ) : section === 'futures' ? (
              <FuturesPanel pair={pair} />
            ) : (
              <CoinsPanel pair={pair} pickedPrice={picked} />
            );
          return (
            <>
              <PairHeader
                pair={pair}
                pairs={pairs}
                onSelect={(next) => onSearch({ ...search, currency_id: next.currency_id, legal_id: next.legal_id })}
              />
              <KlineChart key={symbol} symbol={symbol} />
              <div className={styles.marketDepth}>
                <OrderBook symbol={symbol} onPickPrice={(price) => setPicked(`${price}#${Date.now()}`)} />
                <RecentTrades symbol={symbol} />
              </div>
              {only ? (
                panel
              ) : (
                <Tabs
                  label={t('sections.label')}
                  tabs={tabs}
                  value={section}
                  onChange={(next) => onSearch({ ...search, section: next })}
                >
                  {panel}
                </Tabs>
              )}
            </>
          );
        }}
      </QueryView>
    </main>
  );
}
