import { createFileRoute } from '@tanstack/react-router';
import { RealMarkScreen } from '../../../../features/verification/screens/real-mark-screen';

export const Route = createFileRoute('/_authed/pages/setting/real_mark')({ component: RealMarkScreen });
