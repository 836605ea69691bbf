/**
 * A store of values by key (one per symbol, or per symbol and period) that keeps ticks out of React state:
 * writes go to a draft, and once per animation frame the drafts are committed and only the listeners of the keys
 * that changed are called. Ten ticks of one symbol in a frame give one render of what shows that symbol, and a
 * tick of one symbol never re-renders what shows another. Read it with `useSyncExternalStore(subscribe(key), get)`.
 */
import { realtimeConfig } from './realtime-config';

type FlushStats = {
  /** Frames in which something was committed. */
  frames: number;
  /** Keys committed, summed over frames. */
  keys: number;
  /** Listener calls, summed over frames. */
  notifications: number;
  /** Time spent committing and notifying, summed over frames (ms). */
  flushMs: number;
};

export type KeyedStore<V, U> = {
  get: (key: string) => V | undefined;
  /** Adds an update to the key's draft; it becomes visible at the next frame. */
  write: (key: string, update: U) => void;
  subscribe: (key: string, listener: () => void) => () => void;
  /** Commits the drafts now (the frame scheduler calls it). */
  flush: () => void;
  /** Forgets one key now (its listeners are told). */
  remove: (key: string) => void;
  clear: () => void;
  stats: FlushStats;
};

export type StoreRules<V, U> = {
  /** A draft the update may change in place: a copy of the committed value (never the committed value itself). */
  draft: (committed: V | undefined) => V;
  apply: (draft: V, update: U) => V;
};

export function createKeyedStore<V, U>(rules: StoreRules<V, U>): KeyedStore<V, U> {
  const committed = new Map<string, V>();
  const drafts = new Map<string, V>();
  const listeners = new Map<string, Set<() => void>>();
  const stats: FlushStats = { frames: 0, keys: 0, notifications: 0, flushMs: 0 };
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    if (!drafts.size) return;
    const started = performance.now();
    const changed = [...drafts];
    drafts.clear();
    for (const [key, value] of changed) committed.set(key, value);
    let notified = 0;
    for (const [key] of changed) {
      for (const listener of listeners.get(key) ?? []) {
        notified += 1;
        listener();
      }
    }
    stats.frames += 1;
    stats.keys += changed.length;
    stats.notifications += notified;
    stats.flushMs += performance.now() - started;
  };

  return {
    get: (key) => committed.get(key),
    write: (key, update) => {
      const draft = drafts.get(key) ?? rules.draft(committed.get(key));
      drafts.set(key, rules.apply(draft, update));
      if (!scheduled) {
        scheduled = true;
        realtimeConfig().requestFrame(flush);
      }
    },
    subscribe: (key, listener) => {
      let set = listeners.get(key);
      if (!set) listeners.set(key, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (!set.size && listeners.get(key) === set) listeners.delete(key);
      };
    },
    flush,
    remove: (key) => {
      drafts.delete(key);
      if (!committed.delete(key)) return;
      for (const listener of listeners.get(key) ?? []) listener();
    },
    clear: () => {
      committed.clear();
      drafts.clear();
    },
    stats,
  };
}
