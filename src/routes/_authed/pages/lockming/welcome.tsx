import { createFileRoute } from '@tanstack/react-router';
import { LockWelcomeScreen } from '../../../../features/lock-mining/screens/lock-welcome-screen';

export const Route = createFileRoute('/_authed/pages/lockming/welcome')({ component: LockWelcomeScreen });
