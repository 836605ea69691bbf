import { createFileRoute } from '@tanstack/react-router';
import { parseCodeSearch } from '../../../../features/nft/lib/nft-search';
import { ResellScreen } from '../../../../features/nft/screens/resell-screen';

export const Route = createFileRoute('/_authed/pages/nft/resell')({
  component: ResellScreen,
  validateSearch: parseCodeSearch,
});
