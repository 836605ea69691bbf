import { createFileRoute } from '@tanstack/react-router';
import { startHome } from '../../../../../features/home/lib/start-home';
import { HomeScreen } from '../../../../../features/home/screens/home-screen';

export const Route = createFileRoute('/_authed/_tabs/pages/index/index')({
  loader: startHome,
  component: HomeScreen,
});
