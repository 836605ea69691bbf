import { renameSync, writeFileSync } from 'node:fs';

/**
 * Writes `text` beside `target` and renames it in place: a watcher or another process reading `target` meanwhile
 * finds the whole old file or the whole new one, never half of either.
 */
export function writeWhole(target: string, text: string): void {
  const partial = `${target}.${process.pid}.tmp`;
  writeFileSync(partial, text);
  renameSync(partial, target);
}
