import { createFileRoute } from '@tanstack/react-router';
import { AboutScreen } from '../../../../features/content/screens/content-screens';

export const Route = createFileRoute('/_authed/pages/common/aboutus')({ component: AboutScreen });
