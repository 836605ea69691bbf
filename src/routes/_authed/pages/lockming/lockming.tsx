import { createFileRoute } from '@tanstack/react-router';
import { LockMiningScreen } from '../../../../features/lock-mining/screens/lock-mining-screen';

export const Route = createFileRoute('/_authed/pages/lockming/lockming')({ component: LockMiningScreen });
