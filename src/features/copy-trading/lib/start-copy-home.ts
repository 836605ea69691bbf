import { startScreen } from '../../../shared/lib/navigation/start-screen';

/** What the copy-trading home's route starts while the screen's code loads: its traders and its texts. */
export const startCopyHome = () =>
  startScreen('copy-trading', () =>
    import('../api/prefetch-copy-home').then(({ prefetchCopyHome }) => prefetchCopyHome()),
  );
