import { createFileRoute } from '@tanstack/react-router';
import { InternationalBankCardScreen } from '../../../../features/bank-card/screens/international-bank-card-screen';

export const Route = createFileRoute('/_authed/pages/setting/bank_international')({
  component: InternationalBankCardScreen,
});
