import { createFileRoute } from '@tanstack/react-router';
import { parseProductsSearch } from '../../../../features/dual-investment/lib/dual-search';
import { InvestScreen } from '../../../../features/dual-investment/screens/invest-screen';

export const Route = createFileRoute('/_authed/pages/invest/invest')({
  component: InvestScreen,
  validateSearch: parseProductsSearch,
});
