import { i18n } from '../../i18n/i18n';

/**
 * A route's loader for a screen that reads at once: starts the screen's reads (on their own, not awaited; a
 * failure shows where the screen reads them) and loads its texts, both while the screen's code loads. Rendered
 * first, the screen would ask for its texts only once its code was there, and for its data only once both were: two
 * more round trips before its first picture. `reads` is imported lazily by the caller, so that the reads' modules stay
 * out of the start-up JavaScript that holds every route.
 */
export function startScreen(namespaces: string | string[], reads: () => Promise<unknown>): Promise<void> {
  void reads().catch(() => undefined);
  return i18n.loadNamespaces(namespaces);
}
