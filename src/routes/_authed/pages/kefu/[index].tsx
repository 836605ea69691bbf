import { createFileRoute } from '@tanstack/react-router';
import { ChatScreen } from '../../../../features/support/screens/chat-screen';

export const Route = createFileRoute('/_authed/pages/kefu/index')({ component: ChatScreen });
