/** Reading Vite's build manifest (dist/.vite/manifest.json): which files a chunk needs before it runs. */
export type ManifestChunk = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

/** The chunk and everything it imports statically, recursively (dynamic imports load later, on demand). */
export function staticClosure(manifest: Manifest, keys: string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const out: ManifestChunk[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    out.push(chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return out;
}

/** The manifest key of the app's entry chunk (index.html). */
export function entryKey(manifest: Manifest): string {
  const keys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (keys.length !== 1) throw new Error(`expected one entry chunk, found ${keys.length}`);
  return keys[0];
}

/** The manifest key of the lazily loaded screen of a route file (TanStack Router's automatic code splitting). */
export function screenChunkKey(manifest: Manifest, routeFile: string): string | undefined {
  return Object.keys(manifest).find(
    (key) => key.startsWith(`${routeFile}?`) && key.includes('tsr-split=component') && manifest[key].isDynamicEntry,
  );
}

/** Replaces the text between `<!-- budget:start -->` and `<!-- budget:end -->`; null when the markers are missing. */
export function replaceBetweenMarkers(text: string, content: string): string | null {
  const start = '<!-- budget:start -->';
  const end = '<!-- budget:end -->';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) return null;
  return `${text.slice(0, from + start.length)}\n${content.trim()}\n${text.slice(to)}`;
}
