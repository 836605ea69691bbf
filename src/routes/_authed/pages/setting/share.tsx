import { createFileRoute } from '@tanstack/react-router';
import { InviteScreen } from '../../../../features/invite/screens/invite-screen';

export const Route = createFileRoute('/_authed/pages/setting/share')({ component: InviteScreen });
