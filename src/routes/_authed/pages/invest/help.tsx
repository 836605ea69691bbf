import { createFileRoute } from '@tanstack/react-router';
import { HelpScreen } from '../../../../features/dual-investment/screens/help-screen';

export const Route = createFileRoute('/_authed/pages/invest/help')({ component: HelpScreen });
