import { createFileRoute } from '@tanstack/react-router';
import { ownedSearch, intInRange, text } from '../../../shared/lib/navigation/search-params';
import { RegisterScreen } from '../../../features/auth/screens/register-screen';

export const Route = createFileRoute('/pages/common/register')({
  component: RegisterScreen,
  validateSearch: (search: Record<string, unknown>) =>
    ownedSearch({
      /** The inviter's code, from an invitation link. */
      code: text(12)(search.code),
      /** The area code chosen on the area-code page. */
      area_code: intInRange(1, 9999)(search.area_code),
    }),
});
