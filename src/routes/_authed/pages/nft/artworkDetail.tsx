import { createFileRoute } from '@tanstack/react-router';
import { parseIdSearch } from '../../../../features/nft/lib/nft-search';
import { ArtworkDetailScreen } from '../../../../features/nft/screens/artwork-detail-screen';

export const Route = createFileRoute('/_authed/pages/nft/artworkDetail')({
  component: ArtworkDetailScreen,
  validateSearch: parseIdSearch,
});
