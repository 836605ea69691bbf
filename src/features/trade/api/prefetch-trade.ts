import { getListQuotationsQueryOptions } from '../../../gen/api/content/content';
import { allPairs, findPair, pairLabel } from '../../../shared/lib/market/quotations';
import { queryClient } from '../../../shared/lib/query/query-client';
import { DEFAULT_CHART_PERIOD } from '../lib/kline';
import { chartHistoryQuery } from './chart-history';

/**
 * Asks for the quotation list, then the chart's history of the pair in the address (or the first pair), while the
 * trade tab's code and texts are still loading: rendered first, the tab asked for the list only once its code and
 * texts were there, and for the history only once the list had answered. The screen reads the same cache entries.
 */
export async function prefetchTrade(currencyId?: number, legalId?: number): Promise<void> {
  const groups = await queryClient.ensureQueryData(getListQuotationsQueryOptions());
  const pair = findPair(allPairs(groups), currencyId, legalId);
  if (pair) await queryClient.prefetchQuery(chartHistoryQuery(pairLabel(pair), DEFAULT_CHART_PERIOD));
}
