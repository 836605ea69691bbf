import { createFileRoute } from '@tanstack/react-router';
import { MyNftScreen } from '../../../../features/nft/screens/my-nft-screen';

export const Route = createFileRoute('/_authed/pages/nft/myNft')({ component: MyNftScreen });
