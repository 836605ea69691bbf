// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sandboxForThisFile } from '@tradedesk/mock-server/in-process';
import { getListQuotationsQueryKey } from '../../../gen/api/content/content';
import type { QuotationGroup } from '../../../gen/model';
import { allPairs, pairLabel } from '../../../shared/lib/market/quotations';
import { configureHttpClient, resetHttpClient } from '../../../shared/lib/http/http-config';
import { queryClient } from '../../../shared/lib/query/query-client';
import { DEFAULT_CHART_PERIOD } from '../lib/kline';
import { chartHistoryQuery } from './chart-history';
import { prefetchTrade } from './prefetch-trade';

const mock = sandboxForThisFile({ startAt: Date.UTC(2026, 10, 21, 10) });

const historyOf = (symbol: string) =>
  queryClient.getQueryData(chartHistoryQuery(symbol, DEFAULT_CHART_PERIOD).queryKey);

beforeEach(() => configureHttpClient({ getLanguage: () => 'en', getToken: () => null }));
afterEach(() => {
  queryClient.clear();
  resetHttpClient();
});

describe('prefetchTrade', () => {
  it('asks for the quotation list, then the history of the first pair when the address names none', async () => {
    await prefetchTrade();
    const pairs = allPairs(queryClient.getQueryData<QuotationGroup[]>(getListQuotationsQueryKey())!);
    expect(historyOf(pairLabel(pairs[0]))).toEqual(expect.arrayContaining([expect.anything()]));
    expect(historyOf(pairLabel(pairs[1]))).toBeUndefined();
  });

  it('asks for the history of the pair in the address, with the list already cached asked again for nothing', async () => {
    await prefetchTrade();
    const pairs = allPairs(queryClient.getQueryData<QuotationGroup[]>(getListQuotationsQueryKey())!);
    const [lists, histories] = [mock.callsOf('listQuotations'), mock.callsOf('getKlineHistory')];
    const named = pairs[1];
    await prefetchTrade(named.currency_id, named.legal_id);
    expect(historyOf(pairLabel(named))).toEqual(expect.arrayContaining([expect.anything()]));
    expect(mock.callsOf('listQuotations')).toBe(lists);
    expect(mock.callsOf('getKlineHistory')).toBe(histories + 1);
  });
});
