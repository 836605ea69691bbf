import { createFileRoute } from '@tanstack/react-router';
import { parseKeywordSearch } from '../../../../../features/nft/lib/nft-search';
import { NftSearchScreen } from '../../../../../features/nft/screens/search-screen';

export const Route = createFileRoute('/_authed/pages/nft/components/search')({
  component: NftSearchScreen,
  validateSearch: parseKeywordSearch,
});
