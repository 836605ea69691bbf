import { createFileRoute } from '@tanstack/react-router';
import { parseUidSearch } from '../../../../features/nft/lib/nft-search';
import { ArtistDetailScreen } from '../../../../features/nft/screens/artist-detail-screen';

export const Route = createFileRoute('/_authed/pages/nft/artistDetail')({
  component: ArtistDetailScreen,
  validateSearch: parseUidSearch,
});
