/**
 * What the user reads, from the app's own catalogues (src/locales/<lang>/<namespace>.json) and the mock's
 * (mock-server/sandbox/messages/<lang>.json): a journey run in several languages asserts on the text of each.
 */
import { readFileSync } from 'node:fs';
import type { Language } from '../../../src/shared/config/languages';

const read = (path: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8')) as Record<string, unknown>;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/** The app's text `namespace:dotted.key` in `language`, with `{{name}}` filled in. */
export function appText(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const [namespace, path] = key.split(':');
  let node: unknown = read(`src/locales/${language}/${namespace}.json`);
  for (const part of path.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${language}`);
  return fill(node, values);
}

/** The mock's message `key` in `language` (mock-server/sandbox/messages), as the server words it. */
export function serverText(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const text = read(`mock-server/sandbox/messages/${language}.json`)[key];
  if (typeof text !== 'string') throw new Error(`no message ${key} in ${language}`);
  return fill(text, values);
}
