import { createFileRoute } from '@tanstack/react-router';
import { CopyHomeScreen } from '../../../../features/copy-trading/screens/copy-home-screen';

export const Route = createFileRoute('/_authed/pages/copytrade/copy')({ component: CopyHomeScreen });
