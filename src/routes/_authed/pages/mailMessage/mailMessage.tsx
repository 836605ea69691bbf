import { createFileRoute } from '@tanstack/react-router';
import { MessageCentreScreen } from '../../../../features/messages/screens/message-centre-screen';

export const Route = createFileRoute('/_authed/pages/mailMessage/mailMessage')({ component: MessageCentreScreen });
