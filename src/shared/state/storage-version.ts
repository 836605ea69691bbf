import { H5_VERSION } from '../config/constants';

const VERSION_KEY = 'h5Version';
export const STORAGE_PREFIX = 'tradedesk:';

/** Clears everything the app stored once, when the stored h5Version is below the current one. */
export function resetStaleStorage(storage: Storage = localStorage): boolean {
  const stored = Number(storage.getItem(VERSION_KEY) ?? 0);
  if (stored >= H5_VERSION) return false;
  for (const key of Object.keys(storage)) if (key.startsWith(STORAGE_PREFIX)) storage.removeItem(key);
  storage.setItem(VERSION_KEY, String(H5_VERSION));
  return true;
}
