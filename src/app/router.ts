import { createHashHistory, createRouter } from '@tanstack/react-router';
import { routeTree } from '../gen/route-tree.gen';

export const router = createRouter({
  routeTree,
  history: createHashHistory(),
  defaultPreload: 'intent',
  // the leaving page fades out (styles in shared/ui/theme.css); browsers without view transitions just switch
  defaultViewTransition: true,
  defaultPendingMinMs: 0,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
