import { createFileRoute } from '@tanstack/react-router';
import { AddWalletScreen } from '../../../../features/wallet-address/screens/add-wallet-screen';

export const Route = createFileRoute('/_authed/pages/setting/addWallet')({ component: AddWalletScreen });
