import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { getListQuotationsQueryKey } from '../../../gen/api/content/content';
import { getKlineHistory } from '../../../gen/api/market/market';
import type { QuotationGroup } from '../../../gen/model';
import { allPairs, findPair, pairLabel } from '../../../shared/lib/market/quotations';
import { readQueryKey } from '../../../shared/lib/query/invalidation';
import { serverNow } from '../../../shared/lib/time/server-clock';
import { klineKey, klineStore } from '../../../shared/realtime/market-store';
import { DEFAULT_CHART_PERIOD, historyWindow, liveFeedOf, type ChartPeriod } from '../lib/kline';

/**
 * The chart's history of a pair and period: one cache entry per pair and period (the window moves with the clock,
 * the bars it holds do not), ending at the server's now (on a device whose clock is late it would end bars before
 * the live one, leaving a gap). The trade screen starts it before its own texts have loaded.
 */
export const chartHistoryQuery = (symbol: string, period: ChartPeriod) =>
  queryOptions({
    queryKey: readQueryKey('getKlineHistory', symbol, period),
    queryFn: ({ signal }) =>
      getKlineHistory({ symbol, period, ...historyWindow(period, historyEnd(symbol, period)) }, { signal }),
    staleTime: 60_000,
  });

/**
 * Where the history ends: the server's now, or later the live bar the socket brought (a server whose clock moved on
 * says so in its pushes before any answer's Date header does).
 */
function historyEnd(symbol: string, period: ChartPeriod): number {
  const live = klineStore.get(klineKey(symbol, liveFeedOf(period)))?.bars.at(-1);
  return Math.max(serverNow(), live ? live.time + 1000 : 0);
}

/**
 * Starts the chart's history of the pair in the URL as soon as the quotation list is in the cache (it is, coming
 * from the market tab), so that it loads while the screen's texts and code do instead of after them. Called in
 * render, before anything that suspends: an effect would not run until the texts are there.
 */
export function usePrefetchChartHistory(currencyId?: number, legalId?: number) {
  const queryClient = useQueryClient();
  const groups = queryClient.getQueryData<QuotationGroup[]>(getListQuotationsQueryKey());
  const pair = groups && findPair(allPairs(groups), currencyId, legalId);
  if (pair) void queryClient.prefetchQuery(chartHistoryQuery(pairLabel(pair), DEFAULT_CHART_PERIOD));
}
