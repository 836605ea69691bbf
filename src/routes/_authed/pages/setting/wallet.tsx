import { createFileRoute } from '@tanstack/react-router';
import { WalletListScreen } from '../../../../features/wallet-address/screens/wallet-list-screen';

export const Route = createFileRoute('/_authed/pages/setting/wallet')({ component: WalletListScreen });
