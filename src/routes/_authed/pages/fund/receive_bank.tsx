import { createFileRoute } from '@tanstack/react-router';
import { ReceiveBankScreen } from '../../../../features/deposit/screens/receive-bank-screen';

export const Route = createFileRoute('/_authed/pages/fund/receive_bank')({ component: ReceiveBankScreen });
