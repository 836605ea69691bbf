import { createFileRoute } from '@tanstack/react-router';
import { parseMineSearch } from '../../../../features/nft/lib/nft-search';
import { NftMineScreen } from '../../../../features/nft/screens/mine-screen';

export const Route = createFileRoute('/_authed/pages/nft/mine')({
  component: NftMineScreen,
  validateSearch: parseMineSearch,
});
