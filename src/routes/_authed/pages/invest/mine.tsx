import { createFileRoute } from '@tanstack/react-router';
import { parseMineSearch } from '../../../../features/dual-investment/lib/dual-search';
import { MineScreen } from '../../../../features/dual-investment/screens/mine-screen';

export const Route = createFileRoute('/_authed/pages/invest/mine')({
  component: MineScreen,
  validateSearch: parseMineSearch,
});
