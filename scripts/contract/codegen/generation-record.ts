/**
 * A generation is all or nothing, and says how it ended. `npm run generate` keeps what every step may write before
 * it starts and puts it back, byte for byte, when any step fails: the app, the mock and the tests keep the last
 * good generation (the hooks, the bundle and the handler types of one contract), never half of a change. It records
 * in GENERATION_STATUS when the contract itself has passed (lint and bundle), and how the generation ended; those
 * serving the contract watch it: the mock serves the bundle as soon as it has passed (mock-server/contract-watch.ts),
 * and the bundle a failure put back; the development server shows a failed generation over the open app
 * (scripts/dev/contract-overlay.ts).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { hashText, listFiles } from '../lib/content-hash.ts';
import { writeWhole } from '../lib/write-whole.ts';

export const GENERATION_STATUS = new URL('../../../openapi/dist/generation.json', import.meta.url).pathname;

export type GenerationStatus =
  /**
   * `bundle`: the hash of the bundle it left, which the mock compares with the one it serves. `complete` is false
   * while the code is still being generated from a contract the lint and the bundler have passed: the mock serves
   * such a bundle at once, the app waits for its code.
   */
  | { ok: true; at: string; bundle: string; complete: boolean }
  /**
   * What failed, as the tools printed it (file:line:column and rule for the lint's findings), and when the outputs
   * left in place were generated (the last good generation), if this machine had one.
   */
  | { ok: false; at: string; problems: string; lastGood?: string };

/** The files under `outputs`, with their bytes: what a failed generation puts back. */
export function keepOutputs(root: string, outputs: string[]): Map<string, Buffer> {
  const files = outputs.flatMap((output) => listFiles(root, output));
  return new Map(files.map((file) => [file, readFileSync(join(root, file))]));
}

/**
 * Puts the outputs back as they were kept: files a failed run added are removed, files it changed are written back,
 * files it left alone are not touched (a watcher of them sees nothing). Answers how many files it put back.
 */
export function putBack(root: string, outputs: string[], kept: Map<string, Buffer>): number {
  let changed = 0;
  for (const file of outputs.flatMap((output) => listFiles(root, output)))
    if (!kept.has(file)) {
      rmSync(join(root, file), { force: true });
      changed++;
    }
  for (const [file, bytes] of kept) {
    const path = join(root, file);
    if (existsSync(path) && readFileSync(path).equals(bytes)) continue;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, bytes);
    changed++;
  }
  return changed;
}

/**
 * Takes what a tool wrote aside into `target`, file by file: a changed or new file is written, a file the tool no
 * longer writes is removed, an unchanged one is not touched. A development server watching `target` sees only what
 * changed, never a folder emptied and filled again. Answers how many files changed.
 */
export function takeWrittenAside(root: string, aside: string, target: string): number {
  const written = keepOutputs(join(root, aside), ['.']);
  return putBack(root, [target], new Map([...written].map(([file, bytes]) => [join(target, file), bytes])));
}

/** Writes the outcome aside and renames it in place: a watcher never reads half of it. */
export function recordGeneration(status: GenerationStatus, target = GENERATION_STATUS): void {
  mkdirSync(dirname(target), { recursive: true });
  writeWhole(target, `${JSON.stringify(status, null, 2)}\n`);
}

/** The last generation's outcome; undefined when none was recorded (or the record is unreadable). */
export function lastGeneration(target = GENERATION_STATUS): GenerationStatus | undefined {
  try {
    return JSON.parse(readFileSync(target, 'utf8')) as GenerationStatus;
  } catch {
    return undefined;
  }
}

/** When the last good generation ran, as the last record tells it. */
export function lastGoodAt(status = lastGeneration()): string | undefined {
  return status?.ok ? status.at : status?.lastGood;
}

/** Whether this record ends a generation (a failure, or a success with its code written). */
export const isFinal = (status: GenerationStatus): boolean => !status.ok || status.complete;

/** The hash `GenerationStatus.bundle` holds for a bundle file. */
export const bundleHash = (bundle: string): string => hashText(readFileSync(bundle));
