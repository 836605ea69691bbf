import { createFileRoute } from '@tanstack/react-router';
import { FinancialScreen } from '../../../../features/financial-hub/screens/financial-screen';

export const Route = createFileRoute('/_authed/pages/financial/index')({ component: FinancialScreen });
