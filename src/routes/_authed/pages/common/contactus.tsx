import { createFileRoute } from '@tanstack/react-router';
import { ContactScreen } from '../../../../features/content/screens/content-screens';

export const Route = createFileRoute('/_authed/pages/common/contactus')({ component: ContactScreen });
