/** The kit's HTTP exchange never throws: refusals, timeouts and huge bodies come back as failed answers. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, describeRequest, requestUrl } from '../http-call.ts';
import type { BuiltRequest } from '@tradedesk/contract';

let server: Server;
let target: string;
const get = (path: string): BuiltRequest => ({ method: 'GET', path, query: new URLSearchParams(), headers: {} });
const limits = { timeoutMs: 500, maxBodyBytes: 1024 };

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/ok') response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"type":"ok"}');
    else if (request.url === '/declared-huge')
      response.writeHead(200, { 'Content-Length': '999999' }).end('x'.repeat(999999));
    else if (request.url === '/streamed-huge') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      const timer = setInterval(() => response.write('x'.repeat(300)), 5);
      response.on('close', () => clearInterval(timer));
    } else if (request.url === '/slow-body') {
      // the body starts, and never ends
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.write('{"type":');
    } else if (request.url === '/reset') {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '100' });
      response.write('{"type":"ok",');
      setTimeout(() => request.socket.destroy(), 20);
    }
    // '/slow-headers' never answers at all
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  target = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('call', () => {
  it('returns status, content type and text of a good answer', async () => {
    await expect(call(target, get('/ok'), limits)).resolves.toMatchObject({
      ok: true,
      status: 200,
      contentType: 'application/json',
      text: '{"type":"ok"}',
    });
  });

  it('reports a refused connection', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(call(`http://127.0.0.1:${port}`, get('/ok'), limits)).resolves.toMatchObject({
      ok: false,
      kind: 'connection',
      detail: 'ECONNREFUSED',
    });
  });

  // the server never finishes: an answer at all means the call gave up by itself, after its time and not before
  it.each(['/slow-headers', '/slow-body'])('times out on %s', async (path) => {
    const started = performance.now();
    const answer = await call(target, get(path), limits);
    expect(answer).toMatchObject({ ok: false, kind: 'timeout' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(limits.timeoutMs - 1);
  });

  it.each(['/declared-huge', '/streamed-huge'])('caps the body size on %s', async (path) => {
    await expect(call(target, get(path), limits)).resolves.toMatchObject({ ok: false, kind: 'body-too-large' });
  });

  it('reports a connection cut in the middle of the body', async () => {
    await expect(call(target, get('/reset'), limits)).resolves.toMatchObject({ ok: false, kind: 'connection' });
  });
});

describe('request description', () => {
  it('joins the target, path and query and shows a form body', () => {
    const request: BuiltRequest = {
      method: 'POST',
      path: '/news/list',
      query: new URLSearchParams({ lang: 'en' }),
      headers: {},
      body: new URLSearchParams({ c_id: '4' }),
    };
    expect(requestUrl('https://staging.example.com/api/', request)).toBe(
      'https://staging.example.com/api/news/list?lang=en',
    );
    expect(describeRequest(request)).toBe('POST /news/list?lang=en body: c_id=4');
  });
});
