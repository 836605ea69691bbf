import { createFileRoute } from '@tanstack/react-router';
import { LoginPasswordScreen } from '../../../../features/security/screens/change-password-screen';

export const Route = createFileRoute('/_authed/pages/setting/password')({ component: LoginPasswordScreen });
