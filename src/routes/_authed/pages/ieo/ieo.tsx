import { createFileRoute } from '@tanstack/react-router';
import { parseIeoListSearch } from '../../../../features/ieo/lib/ieo-search';
import { IeoListScreen } from '../../../../features/ieo/screens/ieo-list-screen';

export const Route = createFileRoute('/_authed/pages/ieo/ieo')({
  component: IeoListScreen,
  validateSearch: parseIeoListSearch,
});
