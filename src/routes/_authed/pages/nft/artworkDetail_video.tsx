import { createFileRoute } from '@tanstack/react-router';
import { parseIdSearch } from '../../../../features/nft/lib/nft-search';
import { ArtworkMediaScreen } from '../../../../features/nft/screens/artwork-detail-screen';

export const Route = createFileRoute('/_authed/pages/nft/artworkDetail_video')({
  component: ArtworkMediaScreen,
  validateSearch: parseIdSearch,
});
