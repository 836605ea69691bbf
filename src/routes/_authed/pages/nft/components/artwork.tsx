import { createFileRoute } from '@tanstack/react-router';
import { parseMarketSearch } from '../../../../../features/nft/lib/nft-search';
import { ArtworkListScreen } from '../../../../../features/nft/screens/artwork-list-screen';

export const Route = createFileRoute('/_authed/pages/nft/components/artwork')({
  component: ArtworkListScreen,
  validateSearch: parseMarketSearch,
});
