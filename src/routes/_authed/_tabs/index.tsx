import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from '../../../features/home/screens/home-screen';

/** The root path shows the home tab. */
export const Route = createFileRoute('/_authed/_tabs/')({ component: HomeScreen });
