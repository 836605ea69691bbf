import { createFileRoute } from '@tanstack/react-router';
import { ownedSearch, oneOf } from '../../../../shared/lib/navigation/search-params';
import { RecordsScreen } from '../../../../features/deposit/screens/records-screen';

export const Route = createFileRoute('/_authed/pages/fund/receive_withdraw_record')({
  component: function RecordsRoute() {
    return <RecordsScreen tab={Route.useSearch().tab} />;
  },
  validateSearch: (search: Record<string, unknown>) =>
    ownedSearch({ tab: oneOf(['deposit', 'withdraw'] as const)(search.tab) }),
});
