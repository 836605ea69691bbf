import { createFileRoute } from '@tanstack/react-router';
import { parseMarketSearch } from '../../../../../features/market/lib/market-tabs';
import { MarketScreen } from '../../../../../features/market/screens/market-screen';

export const Route = createFileRoute('/_authed/_tabs/pages/market/market')({
  component: MarketScreen,
  validateSearch: parseMarketSearch,
});
