/** Reading Vite's build manifest (dist/.vite/manifest.json): where each route's screen chunk is. */
type ManifestChunk = {
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

/** The manifest key of the lazily loaded screen of a route file (TanStack Router's automatic code splitting). */
export function screenChunkKey(manifest: Manifest, routeFile: string): string | undefined {
  return Object.keys(manifest).find(
    (key) => key.startsWith(`${routeFile}?`) && key.includes('tsr-split=component') && manifest[key].isDynamicEntry,
  );
}
