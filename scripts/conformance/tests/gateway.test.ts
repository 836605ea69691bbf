/**
 * The mock's gateway without a sandbox: refuses malformed tokens on secured operations, serves the contract under
 * /api and at the root, forwards the contract's other operations to Prism untouched and answers a path or method
 * the contract lacks itself.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGateway, exampleOperations, securedOperations } from '@tradedesk/mock-server';
import { DEFAULT_BUNDLE, listOperations, loadDocument } from '@tradedesk/contract';

let upstream: Server;
let gateway: ReturnType<typeof createGateway>;
let upstreamPort: number;
let url: string;
const seen: { method?: string; url?: string; authorization?: string; prefer?: string; body: string }[] = [];

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};
const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });

beforeAll(async () => {
  upstream = createServer(async (request, response) => {
    seen.push({
      method: request.method,
      url: request.url,
      authorization: request.headers.authorization,
      prefer: request.headers.prefer as string | undefined,
      body: await readBody(request),
    });
    response.writeHead(207, { 'Content-Type': 'application/json', 'X-Upstream': 'prism' });
    response.write('{"type":"ok",');
    setTimeout(() => response.end('"message":"from prism"}'), 20);
  });
  upstreamPort = await listen(upstream);
  gateway = createGateway({
    upstream: { host: '127.0.0.1', port: upstreamPort },
    operations: listOperations(loadDocument()),
  });
  url = `http://127.0.0.1:${await listen(gateway)}`;
});
afterAll(async () => {
  for (const server of [gateway, upstream]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('gateway', () => {
  it('tells when what it forwarded to a Prism is answered, so that a swap stops the Prism it left only then', async () => {
    const release: Array<() => void> = [];
    const holding = createServer((request, response) => {
      request.resume();
      release.push(() => response.end('{"type":"ok","message":"from the Prism before"}'));
    });
    const before = { host: '127.0.0.1', port: await listen(holding) };
    const after = { host: '127.0.0.1', port: upstreamPort };
    const operations = listOperations(loadDocument());
    try {
      gateway.useContract(operations, before);
      const answer = fetch(`${url}/aboutus?lang=en`).then((response) => response.text());
      await vi.waitFor(() => expect(release).toHaveLength(1));
      // a save swaps the contract while the request waits at the Prism it went to
      gateway.useContract(operations, after);
      let drained = false;
      const drain = gateway.drained(before).then(() => (drained = true));
      await expect(gateway.drained(after)).resolves.toBeUndefined();
      expect(drained).toBe(false);
      release[0]();
      await drain;
      await expect(answer).resolves.toBe('{"type":"ok","message":"from the Prism before"}');
      // the next request goes to the new one
      await (await fetch(`${url}/aboutus?lang=en`)).text();
      expect(release).toHaveLength(1);
    } finally {
      gateway.useContract(operations, after);
      holding.closeAllConnections();
      await new Promise((resolve) => holding.close(resolve));
    }
  });

  it('asks again, on a new connection, what Prism reset on a kept-alive connection it was closing', async () => {
    // Prism closes a connection idle for 5 s; a request the gateway sent on it at that moment is reset unread
    const served = new WeakSet<object>();
    const bodies: string[] = [];
    const closing = createServer(async (request, response) => {
      if (served.has(request.socket)) return void request.socket.destroy();
      served.add(request.socket);
      bodies.push(await readBody(request));
      response.end('{"type":"ok","message":"answered"}');
    });
    const operations = listOperations(loadDocument());
    try {
      gateway.useContract(operations, { host: '127.0.0.1', port: await listen(closing) });
      for (const number of ['1', '2', '3']) {
        const answer = await fetch(`${url}/wallet/out`, {
          method: 'POST',
          headers: { Authorization: '0123456789abcdef0123456789abcdef' },
          body: new URLSearchParams({ currency: '3', number }),
        });
        expect(answer.status).toBe(200);
        await expect(answer.json()).resolves.toEqual({ type: 'ok', message: 'answered' });
      }
      expect(bodies).toEqual(['currency=3&number=1', 'currency=3&number=2', 'currency=3&number=3']);
    } finally {
      gateway.useContract(operations, { host: '127.0.0.1', port: upstreamPort });
      closing.closeAllConnections();
      await new Promise((resolve) => closing.close(resolve));
    }
  });

  it('asks Prism for the written example of an operation marked x-mock-example, unless the client chose', async () => {
    await (await fetch(`${url}/currency/quotation_new?lang=en`)).text();
    expect(seen.at(-1)?.prefer).toBe('example=ok');
    await (await fetch(`${url}/currency/quotation_new?lang=en`, { headers: { Prefer: 'dynamic=true' } })).text();
    expect(seen.at(-1)?.prefer).toBe('dynamic=true');
    await (await fetch(`${url}/aboutus?lang=en`)).text();
    expect(seen.at(-1)?.prefer).toBeUndefined();
  });

  it('reads the operations marked x-mock-example from the contract', () => {
    expect(exampleOperations(listOperations(loadDocument(DEFAULT_BUNDLE))).get('GET /currency/quotation_new')).toBe(
      'ok',
    );
  });

  it('answers HTTP 200 with the 999 envelope for a malformed token on a secured operation, without asking Prism', async () => {
    const before = seen.length;
    for (const token of ['wrong', 'Bearer 0123456789abcdef0123456789abcdef', '0123456789ABCDEF0123456789ABCDEF', '']) {
      const response = await fetch(`${url}/user/info?lang=en`, { headers: { Authorization: token } });
      expect(response.status).toBe(200);
      await expect(response.json()).resolves.toEqual({ type: '999', message: 'Please log in first' });
    }
    expect(seen.length).toBe(before);
  });

  it('forwards a well-formed token, a missing token and unsecured operations, with status, headers and streamed body', async () => {
    const token = '0123456789abcdef0123456789abcdef';
    const secured = await fetch(`${url}/user/info?lang=en`, { headers: { Authorization: token } });
    expect(secured.status).toBe(207);
    expect(secured.headers.get('x-upstream')).toBe('prism');
    await expect(secured.json()).resolves.toEqual({ type: 'ok', message: 'from prism' });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/user/info?lang=en', authorization: token });
    await (await fetch(`${url}/user/info`)).text();
    expect(seen.at(-1)?.authorization).toBeUndefined();
    const open = await fetch(`${url}/getSiteConfig?lang=en`, { headers: { Authorization: 'anything' } });
    expect(open.status).toBe(207);
    await open.text();
    const form = await fetch(`${url}/wallet/out`, {
      method: 'POST',
      headers: { Authorization: token, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ currency: '3', number: '12.5' }),
    });
    await form.text();
    expect(seen.at(-1)).toMatchObject({ method: 'POST', body: 'currency=3&number=12.5' });
  });

  it('serves the contract under /api as the real backend does, and at the root', async () => {
    const token = '0123456789abcdef0123456789abcdef';
    const prefixed = await fetch(`${url}/api/user/info?lang=en`, { headers: { Authorization: token } });
    await expect(prefixed.json()).resolves.toEqual({ type: 'ok', message: 'from prism' });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/user/info?lang=en' });
    const refused = await fetch(`${url}/api/user/info?lang=en`, { headers: { Authorization: 'wrong' } });
    await expect(refused.json()).resolves.toEqual({ type: '999', message: 'Please log in first' });
    await (await fetch(`${url}/api/currency/quotation_new?lang=en`)).text();
    expect(seen.at(-1)).toMatchObject({ url: '/currency/quotation_new?lang=en', prefer: 'example=ok' });
    // only /api is the contract's prefix: /apis/x is a path of its own, which the contract lacks
    const forwarded = seen.length;
    const unknown = await fetch(`${url}/apis/x?lang=en`);
    expect(unknown.status).toBe(404);
    await expect(unknown.json()).resolves.toEqual({ type: 'error', message: 'No such operation: /apis/x' });
    expect(seen).toHaveLength(forwarded);
  });

  it('knows the secured operations of the contract', () => {
    const secured = securedOperations(listOperations(loadDocument(DEFAULT_BUNDLE)));
    expect(secured.has('GET /user/info')).toBe(true);
    expect(secured.has('POST /wallet/out')).toBe(true);
    expect(secured.has('GET /getSiteConfig')).toBe(false);
    expect(secured.has('POST /user/login')).toBe(false);
  });
});
