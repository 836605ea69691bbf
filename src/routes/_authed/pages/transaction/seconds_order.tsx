import { createFileRoute } from '@tanstack/react-router';
import { listSearch, OPTION_LISTS } from '../../../../features/trade/lib/list-search';
import { OptionOrdersScreen } from '../../../../features/trade/screens/order-list-screens';

export const Route = createFileRoute('/_authed/pages/transaction/seconds_order')({
  component: OptionOrdersScreen,
  validateSearch: listSearch(OPTION_LISTS),
});
