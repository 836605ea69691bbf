import { createFileRoute } from '@tanstack/react-router';
import { TransferHistoryScreen } from '../../../../features/transfers/screens/transfer-history-screen';

export const Route = createFileRoute('/_authed/pages/fund/transfer_history')({ component: TransferHistoryScreen });
