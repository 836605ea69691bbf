/**
 * Serves the images the mock data points at (`/upload/...`), so that the app shows pictures with no internet,
 * and the contract references at its root (reference-pages.ts). The socket emitter attaches to the same server.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { serveReferencePages } from './reference-pages.ts';

const ASSET_ROOT = new URL('./assets', import.meta.url).pathname;
const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
};

/** The file a path names under one of `roots` (the mock's images, then what users uploaded), if any. */
function fileOf(roots: string[], pathname: string): string | undefined {
  for (const root of roots) {
    const file = normalize(join(root, pathname.replace(/^\/upload\//, root === ASSET_ROOT ? '/upload/' : '/')));
    if (file.startsWith(root) && existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

/** `uploads`: the folder of the files users uploaded (the sandbox's uploadFile), served under /upload/ too. */
export function createAssetServer(options: { uploads?: string } = {}): Server {
  const roots = [ASSET_ROOT, ...(options.uploads ? [options.uploads] : [])];
  return createServer((request, response) => {
    if (serveReferencePages(request, response)) return;
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = pathname.startsWith('/upload/') ? fileOf(roots, pathname) : undefined;
    if (!file) {
      if (!response.headersSent && !pathname.startsWith('/socket.io')) {
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      }
      return;
    }
    response.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'max-age=3600',
    });
    createReadStream(file).pipe(response);
  });
}
