/** Content hashes of files and folders: the keys of every cache here (generation steps, mock document, references). */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Folders never read as inputs: generated bundles, installed packages, version control. */
const SKIPPED_FOLDERS = new Set(['dist', 'node_modules', '.git', '.cache']);

/** Every file under `path` (or `path` itself), sorted, as paths relative to `root`. */
export function listFiles(root: string, path: string): string[] {
  const absolute = join(root, path);
  if (!existsSync(absolute)) return [];
  if (statSync(absolute).isFile()) return [path];
  const files: string[] = [];
  for (const entry of readdirSync(absolute, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIPPED_FOLDERS.has(entry.name)) continue;
    const child = join(path, entry.name);
    if (entry.isDirectory()) files.push(...listFiles(root, child));
    else if (entry.isFile()) files.push(relative(root, join(root, child)));
  }
  return files.sort();
}

export const hashText = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/**
 * One hash over the names and contents of every file under `paths`: a renamed, added, removed or edited file
 * changes it. `salt` adds what is not a file (a step's name, options); `ignore` leaves matching paths out.
 */
export function hashInputs(root: string, paths: string[], salt = '', ignore?: RegExp): string {
  const hash = createHash('sha256').update(salt);
  const files = new Set(paths.flatMap((path) => listFiles(root, path)).filter((file) => !ignore?.test(file)));
  for (const file of [...files].sort()) {
    hash.update(`\0${file}\0`);
    hash.update(readFileSync(join(root, file)));
  }
  return hash.digest('hex');
}
