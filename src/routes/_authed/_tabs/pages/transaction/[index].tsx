import { createFileRoute } from '@tanstack/react-router';
import { startTrade, tradeLoaderDeps } from '../../../../../features/trade/lib/start-trade';
import { parseTradeSearch } from '../../../../../features/trade/lib/trade-search';
import { TradeScreen } from '../../../../../features/trade/screens/trade-screen';

export const Route = createFileRoute('/_authed/_tabs/pages/transaction/index')({
  validateSearch: parseTradeSearch,
  loaderDeps: tradeLoaderDeps,
  loader: startTrade,
  component: TradeScreen,
});
