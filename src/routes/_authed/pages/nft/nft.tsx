import { createFileRoute } from '@tanstack/react-router';
import { parseMarketSearch } from '../../../../features/nft/lib/nft-search';
import { NftMarketScreen } from '../../../../features/nft/screens/market-screen';

export const Route = createFileRoute('/_authed/pages/nft/nft')({
  component: NftMarketScreen,
  validateSearch: parseMarketSearch,
});
