import { createFileRoute } from '@tanstack/react-router';
import { parseDualProductSearch } from '../../../../features/dual-investment/lib/dual-search';
import { PurchaseScreen } from '../../../../features/dual-investment/screens/purchase-screen';

export const Route = createFileRoute('/_authed/pages/invest/purchase')({
  component: PurchaseScreen,
  validateSearch: parseDualProductSearch,
});
