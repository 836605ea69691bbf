import { useRouterState } from '@tanstack/react-router';
import type { CSSProperties, ReactNode } from 'react';
import { TIMING } from '../../config/constants';
import styles from './page-transition.module.css';

/**
 * Page transitions of the original app (specification section 2): the leaving page fades out over about 200 ms
 * (a view transition the router starts, see app/router.ts), and the new page fades in once the route change has
 * settled (50 ms) plus the 20 ms show delay. prefers-reduced-motion turns both off (page-transition.module.css).
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const timing = {
    '--page-fade': `${TIMING.pageLeaveFadeMs}ms`,
    '--page-show-delay': `${TIMING.routeChangeSettleMs + TIMING.pageShowDelayMs}ms`,
  } as CSSProperties;
  return (
    <div key={pathname} className={styles.page} style={timing}>
      {children}
    </div>
  );
}
