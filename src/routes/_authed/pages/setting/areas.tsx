import { createFileRoute } from '@tanstack/react-router';
import { compact, text } from '../../../../shared/lib/navigation/search-params';
import { AreaCodeScreen } from '../../../../features/auth/screens/area-code-screen';

export const Route = createFileRoute('/_authed/pages/setting/areas')({
  component: () => <AreaCodeScreen fallback="/pages/setting/security" />,
  validateSearch: (search: Record<string, unknown>) => compact({ redirect: text(2048)(search.redirect) }),
});
