import { usePreferencesStore } from './preferences-store';

const MASK = '****';

/**
 * Whether balances are hidden. One choice for the whole app (home's asset overview, the assets tab and its
 * ledgers), remembered on this device with the other preferences.
 */
export function useHiddenBalances() {
  const hidden = usePreferencesStore((state) => state.hideBalances);
  const toggle = usePreferencesStore((state) => state.toggleHideBalances);
  return { hidden, toggle, show: (text: string) => (hidden ? MASK : text) };
}
