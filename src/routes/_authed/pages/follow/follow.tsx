import { createFileRoute } from '@tanstack/react-router';
import { parseTraderSearch } from '../../../../features/copy-trading/lib/copy-search';
import { FollowScreen } from '../../../../features/copy-trading/screens/follow-screen';

export const Route = createFileRoute('/_authed/pages/follow/follow')({
  component: FollowScreen,
  validateSearch: parseTraderSearch,
});
