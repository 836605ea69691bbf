import { queryOptions } from '@tanstack/react-query';
import { getKlineHistory } from '../../../gen/api/market/market';
import { readQueryKey } from '../../../shared/lib/query/invalidation';
import { serverNow } from '../../../shared/lib/time/server-clock';
import { klineKey, klineStore } from '../../../shared/realtime/market-store';
import { historyWindow, liveFeedOf, type ChartPeriod } from '../lib/kline';

/**
 * The chart's history of a pair and period: one cache entry per pair and period (the window moves with the clock,
 * the bars it holds do not), ending at the server's now (on a device whose clock is late it would end bars before
 * the live one, leaving a gap). The trade tab's route starts it while the screen's code loads (prefetch-trade.ts).
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
