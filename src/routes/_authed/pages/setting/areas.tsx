import { createFileRoute } from '@tanstack/react-router';
import { ownedSearch, text } from '../../../../shared/lib/navigation/search-params';
import { AreaCodeScreen } from '../../../../features/auth/screens/area-code-screen';

export const Route = createFileRoute('/_authed/pages/setting/areas')({
  component: () => <AreaCodeScreen fallback="/pages/setting/security" />,
  validateSearch: (search: Record<string, unknown>) => ownedSearch({ redirect: text(2048)(search.redirect) }),
});
