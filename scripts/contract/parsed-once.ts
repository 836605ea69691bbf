/**
 * A document file parsed once per content and process. The tools and tests of a process read the same bundles
 * again and again (each test file, each mock it starts): parsing the 800 KB YAML bundle takes half a second of a
 * core, reading and hashing it a few milliseconds. Each caller gets a copy of its own, free to change it.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const parsed = new Map<string, { hash: string; value: unknown }>();

export function parsedOnce<T>(file: string, parse: (text: string) => unknown): T {
  const text = readFileSync(file, 'utf8');
  const hash = createHash('sha1').update(text).digest('hex');
  let known = parsed.get(file);
  if (known?.hash !== hash) {
    known = { hash, value: parse(text) };
    parsed.set(file, known);
  }
  return structuredClone(known.value) as T;
}
