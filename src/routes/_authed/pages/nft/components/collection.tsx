import { createFileRoute } from '@tanstack/react-router';
import { CollectionScreen } from '../../../../../features/nft/screens/collection-screen';

export const Route = createFileRoute('/_authed/pages/nft/components/collection')({ component: CollectionScreen });
