import { createFileRoute } from '@tanstack/react-router';
import { ownedSearch, intInRange } from '../../../shared/lib/navigation/search-params';
import { ForgetScreen } from '../../../features/auth/screens/forget-screen';

export const Route = createFileRoute('/pages/common/forget')({
  component: ForgetScreen,
  validateSearch: (search: Record<string, unknown>) =>
    ownedSearch({ area_code: intInRange(1, 9999)(search.area_code) }),
});
