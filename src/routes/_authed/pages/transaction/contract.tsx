import { createFileRoute } from '@tanstack/react-router';
import { parseTradeSearch } from '../../../../features/trade/lib/trade-search';
import { FuturesTradeScreen } from '../../../../features/trade/screens/futures-trade-screen';

export const Route = createFileRoute('/_authed/pages/transaction/contract')({
  component: FuturesTradeScreen,
  validateSearch: parseTradeSearch,
});
