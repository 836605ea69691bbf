import { createFileRoute } from '@tanstack/react-router';
import { ApplyScreen } from '../../../../features/copy-trading/screens/apply-screen';

export const Route = createFileRoute('/_authed/pages/copytrade/trader')({ component: ApplyScreen });
