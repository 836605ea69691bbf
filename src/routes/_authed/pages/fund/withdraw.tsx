import { createFileRoute } from '@tanstack/react-router';
import { ownedSearch, positiveInt } from '../../../../shared/lib/navigation/search-params';
import { WithdrawalScreen } from '../../../../features/withdrawal/screens/withdrawal-screen';

export const Route = createFileRoute('/_authed/pages/fund/withdraw')({
  component: function WithdrawRoute() {
    return <WithdrawalScreen currency={Route.useSearch().currency} />;
  },
  validateSearch: (search: Record<string, unknown>) => ownedSearch({ currency: positiveInt(search.currency) }),
});
