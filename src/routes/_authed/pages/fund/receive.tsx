import { createFileRoute } from '@tanstack/react-router';
import { ownedSearch, positiveInt } from '../../../../shared/lib/navigation/search-params';
import { ReceiveScreen } from '../../../../features/deposit/screens/receive-screen';

export const Route = createFileRoute('/_authed/pages/fund/receive')({
  component: function ReceiveRoute() {
    return <ReceiveScreen currency={Route.useSearch().currency} />;
  },
  validateSearch: (search: Record<string, unknown>) => ownedSearch({ currency: positiveInt(search.currency) }),
});
