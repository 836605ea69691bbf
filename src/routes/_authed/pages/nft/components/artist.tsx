import { createFileRoute } from '@tanstack/react-router';
import { ArtistListScreen } from '../../../../../features/nft/screens/artist-list-screen';

export const Route = createFileRoute('/_authed/pages/nft/components/artist')({ component: ArtistListScreen });
