import { createFileRoute } from '@tanstack/react-router';
import { FaqScreen } from '../../../../features/content/screens/content-screens';

export const Route = createFileRoute('/_authed/pages/common/faq')({ component: FaqScreen });
