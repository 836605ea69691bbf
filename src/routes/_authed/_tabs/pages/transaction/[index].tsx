import { createFileRoute } from '@tanstack/react-router';
import { parseTradeSearch } from '../../../../../features/trade/lib/trade-search';
import { TradeScreen } from '../../../../../features/trade/screens/trade-screen';

export const Route = createFileRoute('/_authed/_tabs/pages/transaction/index')({
  component: TradeScreen,
  validateSearch: parseTradeSearch,
});
