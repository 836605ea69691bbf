import { createFileRoute } from '@tanstack/react-router';
import { parseTradeSearch } from '../../../../../features/trade/lib/trade-search';
import { StockTradeScreen } from '../../../../../features/trade/screens/stock-trade-screen';

export const Route = createFileRoute('/_authed/_tabs/pages/transaction/index2')({
  component: StockTradeScreen,
  validateSearch: parseTradeSearch,
});
