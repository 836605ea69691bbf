import { createFileRoute } from '@tanstack/react-router';
import { TradersScreen } from '../../../../features/copy-trading/screens/traders-screen';

export const Route = createFileRoute('/_authed/pages/follow/index')({ component: TradersScreen });
