import { createFileRoute } from '@tanstack/react-router';
import { BillScreen } from '../../../../features/bill/screens/bill-screen';

export const Route = createFileRoute('/_authed/pages/setting/bill')({ component: BillScreen });
