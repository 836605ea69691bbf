import { createFileRoute } from '@tanstack/react-router';
import { parseOrdersSearch } from '../../../../../features/orders/lib/orders-search';
import { OrdersScreen } from '../../../../../features/orders/screens/orders-screen';

export const Route = createFileRoute('/_authed/_tabs/pages/transaction/order')({
  component: OrdersScreen,
  validateSearch: parseOrdersSearch,
});
