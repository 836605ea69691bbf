import { startScreen } from '../../../shared/lib/navigation/start-screen';

/** What the home tab's routes start while the screen's code loads: its reads and its texts. */
export const startHome = () =>
  startScreen('home', () => import('../api/prefetch-home').then(({ prefetchHome }) => prefetchHome()));
