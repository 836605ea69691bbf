import { createFileRoute } from '@tanstack/react-router';
import { ownedSearch, text } from '../../../shared/lib/navigation/search-params';
import { LoginScreen } from '../../../features/auth/screens/login-screen';

export const Route = createFileRoute('/pages/common/login')({
  component: LoginScreen,
  staticData: { withoutQueries: true },
  validateSearch: (search: Record<string, unknown>) =>
    ownedSearch({ redirect: text(2048)(search.redirect), account: text(64)(search.account) }),
});
