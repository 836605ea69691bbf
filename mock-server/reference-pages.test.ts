import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MOCK_SLOT } from '@tradedesk/contract/docs';
import { serveReferencePages } from './reference-pages.ts';

let folder: string;
let server: Server;
let base: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'reference-pages-'));
  vi.stubEnv('REFERENCE_DIR', folder);
  vi.stubEnv('PRISM_PORT', '4999');
  server = createServer((request, response) => {
    if (!serveReferencePages(request, response)) response.writeHead(418).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => server.close(resolve));
  rmSync(folder, { recursive: true, force: true });
});

describe("the mock's root page", () => {
  it('says how to build the references while they are missing', async () => {
    const page = await fetch(`${base}/reference/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('npm run docs');
    expect((await fetch(`${base}/reference/http.html`)).status).toBe(404);
  });

  it('leads from / to the references, with the mock addresses in the index', async () => {
    writeFileSync(join(folder, 'index.html'), `<h1>index</h1>${MOCK_SLOT}`);
    writeFileSync(join(folder, 'http.html'), '<h1>http reference</h1>');
    const root = await fetch(`${base}/`, { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/reference/');
    const index = await (await fetch(`${base}/reference/`)).text();
    expect(index).toContain('http://127.0.0.1:4999');
    expect(index).not.toContain(MOCK_SLOT);
    expect(await (await fetch(`${base}/reference/http.html`)).text()).toBe('<h1>http reference</h1>');
  });

  it('serves nothing else from the folder and leaves other paths to the mock', async () => {
    writeFileSync(join(folder, '.built-from.json'), '{}');
    expect((await fetch(`${base}/reference/.built-from.json`)).status).toBe(404);
    expect((await fetch(`${base}/reference/..%2Fpackage.json`)).status).toBe(404);
    expect((await fetch(`${base}/getSiteConfig`)).status).toBe(418);
    expect((await fetch(`${base}/`, { method: 'POST' })).status).toBe(418);
  });
});
