/** Address of an image the API names by path (`/upload/...`): absolute addresses and data URLs stay as they are. */
export function imageUrl(path: string | null | undefined, server = ''): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${server.replace(/\/$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}
