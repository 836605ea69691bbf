import { createFileRoute } from '@tanstack/react-router';
import { ownedSearch, intInRange } from '../../../../shared/lib/navigation/search-params';
import { MailListScreen } from '../../../../features/messages/screens/mail-list-screen';

export const Route = createFileRoute('/_authed/pages/mailMessage/mailMessageList')({
  component: MailListScreen,
  validateSearch: (search: Record<string, unknown>) =>
    ownedSearch({ type: intInRange(1, 2)(search.type) as 1 | 2 | undefined }),
});
