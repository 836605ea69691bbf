import { createFileRoute } from '@tanstack/react-router';
import { listSearch, FUTURES_LISTS } from '../../../../features/trade/lib/list-search';
import { FuturesOrdersScreen } from '../../../../features/trade/screens/order-list-screens';

export const Route = createFileRoute('/_authed/pages/transaction/contract_order')({
  component: FuturesOrdersScreen,
  validateSearch: listSearch(FUTURES_LISTS),
});
