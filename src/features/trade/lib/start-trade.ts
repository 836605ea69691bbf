import { startScreen } from '../../../shared/lib/navigation/start-screen';
import type { TradeSearch } from './trade-search';

/** The pair a trade tab's address names: what its route's loader depends on. */
export const tradeLoaderDeps = ({ search }: { search: TradeSearch }) => ({
  currency_id: search.currency_id,
  legal_id: search.legal_id,
});

/** What the trade tab's route starts while the screen's code loads: its quotations, the pair's chart, its texts. */
export const startTrade = ({ deps }: { deps: ReturnType<typeof tradeLoaderDeps> }) =>
  startScreen(['trade', 'money'], () =>
    import('../api/prefetch-trade').then(({ prefetchTrade }) => prefetchTrade(deps.currency_id, deps.legal_id)),
  );
