/**
 * A module-level configuration that the app injects at start-up (so a layer stays free of React and app state) and
 * that tests put back to its defaults between cases.
 */
export type InjectedConfig<T> = {
  /** Overrides some settings, keeping the others as they are; returns the settings now in force. */
  configure: (overrides: Partial<T>) => T;
  /** Back to the defaults, between tests. */
  reset: () => void;
  /** The settings in force. */
  read: () => T;
};

export function createInjectedConfig<T extends object>(defaults: T): InjectedConfig<T> {
  let current: T = { ...defaults };
  return {
    configure: (overrides) => {
      current = { ...current, ...overrides };
      return current;
    },
    reset: () => {
      current = { ...defaults };
    },
    read: () => current,
  };
}
