import { createFileRoute } from '@tanstack/react-router';
import { ownedSearch, positiveInt } from '../../../../shared/lib/navigation/search-params';
import { MailDetailScreen } from '../../../../features/messages/screens/mail-detail-screen';

export const Route = createFileRoute('/_authed/pages/mailMessage/ggDetail')({
  component: MailDetailScreen,
  validateSearch: (search: Record<string, unknown>) => ownedSearch({ id: positiveInt(search.id) }),
});
