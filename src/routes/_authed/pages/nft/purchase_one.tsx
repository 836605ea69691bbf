import { createFileRoute } from '@tanstack/react-router';
import { parseIdSearch } from '../../../../features/nft/lib/nft-search';
import { PurchaseOneScreen } from '../../../../features/nft/screens/purchase-one-screen';

export const Route = createFileRoute('/_authed/pages/nft/purchase_one')({
  component: PurchaseOneScreen,
  validateSearch: parseIdSearch,
});
