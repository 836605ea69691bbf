import { TRADE_SECTIONS, type TradeSection } from './trade-sections';
import { ownedSearch, oneOf, positiveInt } from '../../../shared/lib/navigation/search-params';

/** The trade tab's query: the pair (base and quote currency ids) and the section shown. */
export type TradeSearch = { currency_id?: number; legal_id?: number; section?: TradeSection };

export const parseTradeSearch = (search: Record<string, unknown>): TradeSearch =>
  ownedSearch({
    currency_id: positiveInt(search.currency_id),
    legal_id: positiveInt(search.legal_id),
    section: oneOf(TRADE_SECTIONS)(search.section),
  });
