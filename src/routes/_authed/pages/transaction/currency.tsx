import { createFileRoute } from '@tanstack/react-router';
import { parseTradeSearch } from '../../../../features/trade/lib/trade-search';
import { SpotTradeScreen } from '../../../../features/trade/screens/spot-trade-screen';

export const Route = createFileRoute('/_authed/pages/transaction/currency')({
  component: SpotTradeScreen,
  validateSearch: parseTradeSearch,
});
