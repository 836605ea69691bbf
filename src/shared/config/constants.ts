/** Business constants of the specification (section 9). */
export const TIMING = {
  toastMs: 1_500,
  redirectDelayMs: 1_200,
  loadingIndicatorDelayMs: 800,
  debounceMs: 500,
  networkTimeoutMs: 60_000,
  pageLeaveFadeMs: 200,
  pageShowDelayMs: 20,
  routeChangeSettleMs: 50,
} as const;

export const PAGINATION = { firstPage: 1, limit: 10, secondsLimit: 5 } as const;

export const DEFAULT_FIAT = { currency_code: 'JPY', rate: '153' } as const;
export const FIAT_CACHE_MS = 60 * 60 * 1000;

/** Stored data older than this version is reset once. */
export const H5_VERSION = 1;
export const APP_VERSION = '0.8.0';
