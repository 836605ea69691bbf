import { createFileRoute } from '@tanstack/react-router';
import { parseProjectSearch } from '../../../../features/ieo/lib/ieo-search';
import { IeoSubscribeScreen } from '../../../../features/ieo/screens/ieo-subscribe-screen';

export const Route = createFileRoute('/_authed/pages/ieo/subscribe')({
  component: IeoSubscribeScreen,
  validateSearch: parseProjectSearch,
});
