import { createFileRoute } from '@tanstack/react-router';
import { SupportEntryScreen } from '../../../../features/support/screens/support-entry-screen';

export const Route = createFileRoute('/_authed/pages/kf/kf')({ component: SupportEntryScreen });
