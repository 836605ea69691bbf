import { createFileRoute } from '@tanstack/react-router';
import { ownedSearch, oneOf } from '../../../../shared/lib/navigation/search-params';
import { SelectCoinScreen } from '../../../../features/deposit/screens/select-coin-screen';

export const Route = createFileRoute('/_authed/pages/fund/select')({
  component: function SelectRoute() {
    return <SelectCoinScreen next={Route.useSearch().next} />;
  },
  validateSearch: (search: Record<string, unknown>) =>
    ownedSearch({ next: oneOf(['receive', 'withdraw'] as const)(search.next) }),
});
