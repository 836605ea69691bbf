import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFoundScreen } from '../features/common/screens/not-found-screen';
import { PageTransition } from '../shared/ui/layout/page-transition';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
  notFoundComponent: NotFoundScreen,
});

function RootLayout() {
  return (
    <PageTransition>
      <Outlet />
    </PageTransition>
  );
}
