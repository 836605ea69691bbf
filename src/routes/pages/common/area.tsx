import { createFileRoute } from '@tanstack/react-router';
import { ownedSearch, text } from '../../../shared/lib/navigation/search-params';
import { AreaCodeScreen } from '../../../features/auth/screens/area-code-screen';

export const Route = createFileRoute('/pages/common/area')({
  component: () => <AreaCodeScreen fallback="/pages/common/register" />,
  validateSearch: (search: Record<string, unknown>) => ownedSearch({ redirect: text(2048)(search.redirect) }),
});
