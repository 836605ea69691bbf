import { i18n } from '../../../shared/i18n/i18n';

/**
 * What the home tab's routes start while the screen's code loads: its reads (on their own, not awaited) and its
 * texts. The screen would otherwise ask for both only once rendered, two more round trips before its first picture.
 */
export function startHome() {
  void import('../api/prefetch-home').then(({ prefetchHome }) => prefetchHome());
  return i18n.loadNamespaces('home');
}
