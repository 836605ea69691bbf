import { createFileRoute } from '@tanstack/react-router';
import { ownedSearch, intInRange } from '../../../../shared/lib/navigation/search-params';
import { SecurityScreen } from '../../../../features/security/screens/security-screen';

export const Route = createFileRoute('/_authed/pages/setting/security')({
  component: SecurityScreen,
  /** `area_code`: the code chosen on the area-code page for the phone being bound. */
  validateSearch: (search: Record<string, unknown>) =>
    ownedSearch({ area_code: intInRange(1, 9999)(search.area_code) }),
});
