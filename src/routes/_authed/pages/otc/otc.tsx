import { createFileRoute } from '@tanstack/react-router';
import { OtcScreen } from '../../../../features/loans/screens/otc-screen';

export const Route = createFileRoute('/_authed/pages/otc/otc')({ component: OtcScreen });
