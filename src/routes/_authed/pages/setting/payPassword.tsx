import { createFileRoute } from '@tanstack/react-router';
import { PayPasswordScreen } from '../../../../features/security/screens/pay-password-screen';

export const Route = createFileRoute('/_authed/pages/setting/payPassword')({ component: PayPasswordScreen });
