import { createFileRoute } from '@tanstack/react-router';
import { compact, positiveInt } from '../../../../shared/lib/navigation/search-params';
import { WithdrawalScreen } from '../../../../features/withdrawal/screens/withdrawal-screen';

export const Route = createFileRoute('/_authed/pages/fund/withdraw')({
  component: function WithdrawRoute() {
    return <WithdrawalScreen currency={Route.useSearch().currency} />;
  },
  validateSearch: (search: Record<string, unknown>) => compact({ currency: positiveInt(search.currency) }),
});
