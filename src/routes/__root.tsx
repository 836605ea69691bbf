import { createRootRoute, Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { NotFoundScreen } from '../features/common/screens/not-found-screen';
import { PageTransition } from '../app/page-transition/page-transition';
import { loadQueryProvider } from '../app/load-query-provider';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page runs without TanStack Query, which then stays out of its JavaScript (the login screen). */
    withoutQueries?: boolean;
  }
}

const QueryProvider = lazy(loadQueryProvider);

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundScreen,
});

function RootLayout() {
  const withQueries = useRouterState({
    select: (state) => !state.matches.some((match) => match.staticData.withoutQueries),
  });
  return (
    <PageTransition>
      {withQueries ? (
        <Suspense fallback={null}>
          <QueryProvider>
            <Outlet />
          </QueryProvider>
        </Suspense>
      ) : (
        <Outlet />
      )}
    </PageTransition>
  );
}
