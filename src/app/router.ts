import { createHashHistory, createRouter } from '@tanstack/react-router';
import { RouteErrorScreen } from '../features/common/screens/error-screen';
import { NotFoundScreen } from '../features/common/screens/not-found-screen';
import { routeTree } from '../gen/route-tree.gen';

export const router = createRouter({
  routeTree,
  history: createHashHistory(),
  defaultPreload: 'intent',
  // the leaving page fades out (styles in shared/ui/theme.css); browsers without view transitions just switch
  defaultViewTransition: true,
  defaultPendingMinMs: 0,
  scrollRestoration: true,
  // the app's pages, in the user's language, rather than TanStack's English "Something went wrong!"
  defaultErrorComponent: RouteErrorScreen,
  defaultNotFoundComponent: NotFoundScreen,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
