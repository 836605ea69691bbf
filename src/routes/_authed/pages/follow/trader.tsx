import { createFileRoute } from '@tanstack/react-router';
import { parseTraderPageSearch } from '../../../../features/copy-trading/lib/copy-search';
import { TraderScreen } from '../../../../features/copy-trading/screens/trader-screen';

export const Route = createFileRoute('/_authed/pages/follow/trader')({
  component: TraderScreen,
  validateSearch: parseTraderPageSearch,
});
