import { createFileRoute } from '@tanstack/react-router';
import { startHome } from '../../../features/home/lib/start-home';
import { HomeScreen } from '../../../features/home/screens/home-screen';

/** The root path shows the home tab. */
export const Route = createFileRoute('/_authed/_tabs/')({ loader: startHome, component: HomeScreen });
