/** The pairs the user opened from search, newest first, kept on the device. */
const KEY = 'tradedesk:recent-pairs';
const RECENT_KEPT = 10;

export type RecentPair = { currency_id: number; legal_id: number; label: string };

const isRecent = (value: unknown): value is RecentPair =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as RecentPair).currency_id) &&
  Number.isInteger((value as RecentPair).legal_id) &&
  typeof (value as RecentPair).label === 'string';

export function readRecent(storage: Pick<Storage, 'getItem'> = localStorage): RecentPair[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecent).slice(0, RECENT_KEPT) : [];
  } catch {
    return [];
  }
}

/** Puts the pair first (once) and keeps the ten latest. */
export function rememberRecent(pair: RecentPair, storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage) {
  const others = readRecent(storage).filter(
    (entry) => entry.currency_id !== pair.currency_id || entry.legal_id !== pair.legal_id,
  );
  const next = [pair, ...others].slice(0, RECENT_KEPT);
  storage.setItem(KEY, JSON.stringify(next));
  return next;
}

export function clearRecent(storage: Pick<Storage, 'removeItem'> = localStorage) {
  storage.removeItem(KEY);
}

/** Pairs whose base, quote or "BASE/QUOTE" contain the words typed (any case). */
export function matchesQuery(label: string, query: string): boolean {
  const words = query.trim().toUpperCase().split(/\s+/).filter(Boolean);
  return words.length > 0 && words.every((word) => label.toUpperCase().includes(word));
}
