import { createFileRoute } from '@tanstack/react-router';
import { AssetsScreen } from '../../../../../features/assets/screens/assets-screen';

export const Route = createFileRoute('/_authed/_tabs/pages/fund/assets')({ component: AssetsScreen });
