import { createFileRoute } from '@tanstack/react-router';
import { FUND_ACCOUNTS } from '../../../../shared/config/fund-accounts';
import { ownedSearch, oneOf } from '../../../../shared/lib/navigation/search-params';
import { AccountTransferScreen } from '../../../../features/transfers/screens/account-transfer-screen';

const account = oneOf(FUND_ACCOUNTS);

export const Route = createFileRoute('/_authed/pages/fund/fundTransfer')({
  component: function FundTransferRoute() {
    const search = Route.useSearch();
    return <AccountTransferScreen from={search.from} to={search.to} />;
  },
  validateSearch: (search: Record<string, unknown>) =>
    ownedSearch({ from: account(search.from), to: account(search.to) }),
});
