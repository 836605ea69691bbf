import { getListCopyTradersQueryOptions } from '../../../gen/api/follow/follow';
import { queryClient } from '../../../shared/lib/query/query-client';
import { TOP_TRADERS_PAGE } from '../lib/top-traders';

/** Asks for the best traders the copy-trading home lists, while its code and texts are still loading. */
export const prefetchCopyHome = () => queryClient.prefetchQuery(getListCopyTradersQueryOptions(TOP_TRADERS_PAGE));
