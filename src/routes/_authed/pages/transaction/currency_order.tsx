import { createFileRoute } from '@tanstack/react-router';
import { listSearch, SPOT_LISTS } from '../../../../features/trade/lib/list-search';
import { SpotOrdersScreen } from '../../../../features/trade/screens/order-list-screens';

export const Route = createFileRoute('/_authed/pages/transaction/currency_order')({
  component: SpotOrdersScreen,
  validateSearch: listSearch(SPOT_LISTS),
});
