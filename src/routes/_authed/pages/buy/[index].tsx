import { createFileRoute } from '@tanstack/react-router';
import { PurchaseScreen } from '../../../../features/buy/screens/purchase-screen';

export const Route = createFileRoute('/_authed/pages/buy/index')({ component: PurchaseScreen });
