import { createFileRoute } from '@tanstack/react-router';
import { parseMyCopySearch } from '../../../../features/copy-trading/lib/copy-search';
import { MyCopyScreen } from '../../../../features/copy-trading/screens/my-copy-screen';

export const Route = createFileRoute('/_authed/pages/copytrade/my')({
  component: MyCopyScreen,
  validateSearch: parseMyCopySearch,
});
