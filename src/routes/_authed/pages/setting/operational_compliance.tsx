import { createFileRoute } from '@tanstack/react-router';
import { ComplianceScreen } from '../../../../features/content/screens/content-screens';

export const Route = createFileRoute('/_authed/pages/setting/operational_compliance')({ component: ComplianceScreen });
