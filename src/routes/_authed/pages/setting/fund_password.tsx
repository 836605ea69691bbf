import { createFileRoute } from '@tanstack/react-router';
import { FundPasswordScreen } from '../../../../features/security/screens/change-password-screen';

export const Route = createFileRoute('/_authed/pages/setting/fund_password')({ component: FundPasswordScreen });
