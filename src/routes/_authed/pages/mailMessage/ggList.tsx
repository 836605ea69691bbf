import { createFileRoute } from '@tanstack/react-router';
import { AnnouncementListScreen } from '../../../../features/messages/screens/mail-list-screen';

export const Route = createFileRoute('/_authed/pages/mailMessage/ggList')({ component: AnnouncementListScreen });
