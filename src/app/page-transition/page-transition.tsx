import { useRouterState } from '@tanstack/react-router';
import type { CSSProperties, ReactNode } from 'react';
import { TIMING } from '../../shared/config/constants';
import styles from './page-transition.module.css';

/**
 * Which page the router shows: the deepest match it has rendered (its route and path parameters). It changes
 * in the same render as the page itself, once the new page is ready: keying by the address instead would
 * change as soon as a navigation starts and remount the page being left, repeating its requests; keying by
 * the resolved location would change after the new page has rendered and mount it a second time.
 */
const shownPage = (state: { matches: { routeId: string; params: object }[] }) => {
  const leaf = state.matches.at(-1);
  return leaf ? `${leaf.routeId}${JSON.stringify(leaf.params)}` : '';
};

/**
 * Page transitions of the original app (specification section 2): the leaving page fades out over about 200 ms
 * (a view transition the router starts, see app/router.ts), and the new page fades in once the route change has
 * settled (50 ms) plus the 20 ms show delay. prefers-reduced-motion turns both off (page-transition.module.css).
 * Each visit of a page mounts it once; a change of the query alone keeps the page.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const page = useRouterState({ select: shownPage });
  const timing = {
    '--page-fade': `${TIMING.pageLeaveFadeMs}ms`,
    '--page-show-delay': `${TIMING.routeChangeSettleMs + TIMING.pageShowDelayMs}ms`,
  } as CSSProperties;
  return (
    <div key={page} className={styles.page} style={timing}>
      {children}
    </div>
  );
}
