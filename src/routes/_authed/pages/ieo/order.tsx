import { createFileRoute } from '@tanstack/react-router';
import { IeoOrdersScreen } from '../../../../features/ieo/screens/ieo-orders-screen';

export const Route = createFileRoute('/_authed/pages/ieo/order')({ component: IeoOrdersScreen });
