import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** Replaces the text between `<!-- NAME:start -->` and `<!-- NAME:end -->`; null when the markers are missing. */
export function replaceBetweenMarkers(text: string, content: string, name: string): string | null {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) return null;
  return `${text.slice(0, from + start.length)}\n${content.trim()}\n${text.slice(to)}`;
}

/** Writes measured figures into the project's README between the named markers, when it has them. */
export function writeReadmeFigures(name: string, content: string): void {
  const readme = new URL('../../README.md', import.meta.url).pathname;
  if (!existsSync(readme)) return;
  const updated = replaceBetweenMarkers(readFileSync(readme, 'utf8'), content, name);
  if (updated !== null) writeFileSync(readme, updated);
}
