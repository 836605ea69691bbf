import { existsSync, readFileSync } from 'node:fs';

/** The production build's manifest: which built file holds each source file. */
const MANIFEST = 'dist/.vite/manifest.json';
export const hasManifest = () => existsSync(MANIFEST);

/** The built file of a language's texts of one namespace (src/locales/<language>/<namespace>.json). */
export function builtTextsFile(language: string, namespace: string): string {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, { file: string }>;
  const entry = manifest[`src/locales/${language}/${namespace}.json`];
  if (!entry) throw new Error(`no ${namespace} texts for ${language} in ${MANIFEST}`);
  return `/${entry.file}`;
}
