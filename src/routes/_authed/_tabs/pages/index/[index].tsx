import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from '../../../../../features/home/screens/home-screen';

export const Route = createFileRoute('/_authed/_tabs/pages/index/index')({ component: HomeScreen });
