/**
 * The mock's root page: a developer who opens the mock in a browser lands on the contract references
 * (reference/, built by `npm run docs`) with the mock's own addresses. `/` leads to `/reference/`, which serves
 * reference/index.html; `/reference/http.html` and `/reference/realtime.html` are the references themselves.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { MOCK_SLOT, referenceDir } from '@tradedesk/contract/docs';

const PAGES = new Set(['index.html', 'http.html', 'realtime.html']);
const HOST = '127.0.0.1';

function mockSection(): string {
  const http = `http://${HOST}:${process.env.PRISM_PORT ?? 4010}`;
  const socket = `http://${HOST}:${process.env.SOCKET_PORT ?? 4011}`;
  return `<section class="mock"><strong>This mock</strong> answers the HTTP contract on <code>${http}</code> and the
socket.io contract on <code>${socket}</code>. Any token of 32 lowercase hex characters is accepted, e.g.
<code>0123456789abcdef0123456789abcdef</code>; <code>Prefer: example=error</code> (or <code>sessionExpired</code>,
<code>verificationRequired</code>) returns an error envelope.</section>`;
}

const NOT_BUILT = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8" /><title>Tradedesk mock</title></head>
<body style="font: 16px/1.5 system-ui, sans-serif; max-width: 50rem; margin: 2rem auto; padding: 0 1rem">
<h1>Tradedesk mock</h1><p>The contract references are not built yet: run <code>npm run docs</code> (or
<code>npm start</code>, which builds them) and reload this page.</p>${MOCK_SLOT}</body></html>`;

function send(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
  response.end(html);
}

/** Answers the request when it is for the root page or a reference; returns whether it did. */
export function serveReferencePages(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = new URL(request.url ?? '/', 'http://mock').pathname;
  if (pathname === '/' || pathname === '/reference') {
    response.writeHead(302, { Location: '/reference/' }).end();
    return true;
  }
  if (!pathname.startsWith('/reference/')) return false;
  const page = pathname.slice('/reference/'.length) || 'index.html';
  if (!PAGES.has(page)) {
    send(response, 404, 'not found');
    return true;
  }
  const file = join(referenceDir(), page);
  if (!existsSync(file)) {
    send(response, page === 'index.html' ? 200 : 404, NOT_BUILT.replace(MOCK_SLOT, mockSection()));
    return true;
  }
  const html = readFileSync(file, 'utf8');
  send(response, 200, page === 'index.html' ? html.replace(MOCK_SLOT, mockSection()) : html);
  return true;
}
