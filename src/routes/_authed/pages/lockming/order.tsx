import { createFileRoute } from '@tanstack/react-router';
import { parseOrdersSearch } from '../../../../features/lock-mining/lib/lock-search';
import { LockOrdersScreen } from '../../../../features/lock-mining/screens/lock-orders-screen';

export const Route = createFileRoute('/_authed/pages/lockming/order')({
  component: LockOrdersScreen,
  validateSearch: parseOrdersSearch,
});
