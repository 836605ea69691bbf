import { createFileRoute } from '@tanstack/react-router';
import { ownedSearch, oneOf, positiveInt } from '../../../../shared/lib/navigation/search-params';
import { RecordDetailScreen } from '../../../../features/deposit/screens/record-detail-screen';

export const Route = createFileRoute('/_authed/pages/fund/transactionDetail')({
  component: function TransactionDetailRoute() {
    const search = Route.useSearch();
    return <RecordDetailScreen kind={search.kind} id={search.id} />;
  },
  validateSearch: (search: Record<string, unknown>) =>
    ownedSearch({ kind: oneOf(['deposit', 'withdraw'] as const)(search.kind), id: positiveInt(search.id) }),
});
