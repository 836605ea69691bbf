import { createFileRoute } from '@tanstack/react-router';
import { ownedSearch, positiveInt } from '../../../../shared/lib/navigation/search-params';
import { BankTransferScreen } from '../../../../features/buy/screens/bank-transfer-screen';

export const Route = createFileRoute('/_authed/pages/buy/bank')({
  component: function BuyBankRoute() {
    return <BankTransferScreen id={Route.useSearch().id} />;
  },
  validateSearch: (search: Record<string, unknown>) => ownedSearch({ id: positiveInt(search.id) }),
});
