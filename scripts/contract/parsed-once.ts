/**
 * What a process makes of a document file, made once per content of the file. The tools and tests of a process read
 * the same bundles again and again (each test file, each mock it starts): parsing the 800 KB YAML bundle takes half
 * a second of a core, compiling the realtime contract's validators a second more; reading and hashing the file takes
 * a few milliseconds. A file changed on disk (a contract edited while the mock runs) is read again.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const made = new Map<string, { hash: string; value: unknown }>();

/**
 * `derive` of the file's text, made once per content of the file and kind of derivation: every caller gets the same
 * value, to read only.
 */
export function derivedOnce<T>(kind: string, file: string, derive: (text: string) => T): T {
  const text = readFileSync(file, 'utf8');
  const hash = createHash('sha1').update(text).digest('hex');
  const key = `${kind}\0${file}`;
  let known = made.get(key);
  if (known?.hash !== hash) {
    known = { hash, value: derive(text) };
    made.set(key, known);
  }
  return known.value as T;
}

/** The file parsed once per content; each caller gets a copy of its own, free to change it. */
export const parsedOnce = <T>(file: string, parse: (text: string) => unknown): T =>
  structuredClone(derivedOnce('parsed', file, parse)) as T;
