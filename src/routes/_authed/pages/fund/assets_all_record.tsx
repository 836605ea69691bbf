import { createFileRoute } from '@tanstack/react-router';
import { AllLedgerScreen } from '../../../../features/assets/screens/all-ledger-screen';

export const Route = createFileRoute('/_authed/pages/fund/assets_all_record')({ component: AllLedgerScreen });
