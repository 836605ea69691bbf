import { createFileRoute } from '@tanstack/react-router';
import { BankCardScreen } from '../../../../features/bank-card/screens/bank-card-screen';

export const Route = createFileRoute('/_authed/pages/setting/bank')({ component: BankCardScreen });
