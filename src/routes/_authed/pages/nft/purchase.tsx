import { createFileRoute } from '@tanstack/react-router';
import { parsePurchaseSearch } from '../../../../features/nft/lib/nft-search';
import { PurchaseScreen } from '../../../../features/nft/screens/purchase-screen';

export const Route = createFileRoute('/_authed/pages/nft/purchase')({
  component: PurchaseScreen,
  validateSearch: parsePurchaseSearch,
});
