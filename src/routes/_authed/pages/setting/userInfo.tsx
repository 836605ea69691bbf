import { createFileRoute } from '@tanstack/react-router';
import { UserInfoScreen } from '../../../../features/settings/screens/user-info-screen';

export const Route = createFileRoute('/_authed/pages/setting/userInfo')({ component: UserInfoScreen });
