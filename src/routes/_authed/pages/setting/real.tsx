import { createFileRoute } from '@tanstack/react-router';
import { RealScreen } from '../../../../features/verification/screens/real-screen';

export const Route = createFileRoute('/_authed/pages/setting/real')({ component: RealScreen });
