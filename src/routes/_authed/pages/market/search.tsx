import { createFileRoute } from '@tanstack/react-router';
import { SearchScreen } from '../../../../features/market/screens/search-screen';

export const Route = createFileRoute('/_authed/pages/market/search')({ component: SearchScreen });
