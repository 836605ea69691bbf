import { createFileRoute } from '@tanstack/react-router';
import { OrdersScreen } from '../../../../features/buy/screens/orders-screen';

export const Route = createFileRoute('/_authed/pages/buy/orders')({ component: OrdersScreen });
