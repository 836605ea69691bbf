import { createFileRoute } from '@tanstack/react-router';
import { startCopyHome } from '../../../../features/copy-trading/lib/start-copy-home';
import { CopyHomeScreen } from '../../../../features/copy-trading/screens/copy-home-screen';

export const Route = createFileRoute('/_authed/pages/copytrade/copy')({
  loader: startCopyHome,
  component: CopyHomeScreen,
});
