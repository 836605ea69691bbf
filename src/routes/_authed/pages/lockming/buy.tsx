import { createFileRoute } from '@tanstack/react-router';
import { parseProductSearch } from '../../../../features/lock-mining/lib/lock-search';
import { LockBuyScreen } from '../../../../features/lock-mining/screens/lock-buy-screen';

export const Route = createFileRoute('/_authed/pages/lockming/buy')({
  component: LockBuyScreen,
  validateSearch: parseProductSearch,
});
