import { createFileRoute } from '@tanstack/react-router';
import { FUND_ACCOUNTS } from '../../../../shared/config/fund-accounts';
import { ownedSearch, oneOf, positiveInt } from '../../../../shared/lib/navigation/search-params';
import { CoinLedgerScreen } from '../../../../features/assets/screens/coin-ledger-screen';

export const Route = createFileRoute('/_authed/pages/fund/assets_record')({
  component: function AssetsRecordRoute() {
    const search = Route.useSearch();
    return <CoinLedgerScreen currency={search.currency} account={search.account} />;
  },
  validateSearch: (search: Record<string, unknown>) =>
    ownedSearch({ currency: positiveInt(search.currency), account: oneOf(FUND_ACCOUNTS)(search.account) }),
});
