/**
 * A small gateway in front of Prism. Prism only checks that a secured operation gets an Authorization header
 * (and answers 401 with the 999 envelope when it is missing); it accepts any value. The real backend refuses
 * a token it did not issue with HTTP 200 and `{"type": "999"}`, so the gateway does the same for a secured
 * operation whose Authorization is present but not shaped like the tokens the contract issues (32 lowercase
 * hex characters). Everything else goes to Prism untouched, streamed, over kept-alive connections.
 */
import { createServer, request as httpRequest, Agent, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listOperations, loadDocument, type Operation } from '../scripts/contract/contract-document.ts';
import { startPrism, type PrismOptions, type PrismProcess } from './prism-process.ts';
import { serveReferencePages } from './reference-pages.ts';

export const TOKEN_SHAPE = /^[0-9a-f]{32}$/;
export const SESSION_EXPIRED = JSON.stringify({ type: '999', message: 'Please log in first' });
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'upgrade'];

/** `GET /user/info` for every operation that needs the token. */
export function securedOperations(operations: Operation[]): Set<string> {
  return new Set(
    operations.filter((operation) => operation.secured).map((operation) => `${operation.method} ${operation.path}`),
  );
}

/**
 * Operations the mock answers with a written example rather than generated data (`x-mock-example: <name>` in
 * the contract), keyed `GET /currency/quotation_new`. Generated rows pair names, logos and prices at random and
 * change on every call; the quotation list must be one coherent market that the socket's tickers then update.
 */
export function exampleOperations(operations: Operation[]): Map<string, string> {
  return new Map(
    operations
      .filter((operation) => typeof operation.object['x-mock-example'] === 'string')
      .map((operation) => [`${operation.method} ${operation.path}`, operation.object['x-mock-example'] as string]),
  );
}

function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const copy = { ...headers };
  for (const name of HOP_BY_HOP) delete copy[name];
  return copy;
}

export function createTokenGateway(
  upstream: { host: string; port: number },
  secured: Set<string>,
  examples: Map<string, string> = new Map(),
): Server {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const server = createServer((request, response) => {
    if (serveReferencePages(request, response)) return; // the contract has no path at / nor under /reference/
    const pathname = (request.url ?? '/').split('?')[0];
    const authorization = request.headers.authorization;
    if (
      authorization !== undefined &&
      !TOKEN_SHAPE.test(authorization) &&
      secured.has(`${request.method} ${pathname}`)
    ) {
      request.resume();
      response.writeHead(200, {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(SESSION_EXPIRED),
      });
      response.end(SESSION_EXPIRED);
      return;
    }
    const headers = withoutHopByHop(request.headers);
    const example = examples.get(`${request.method} ${pathname}`);
    if (example && headers.prefer === undefined) headers.prefer = `example=${example}`;
    const forward = httpRequest(
      { host: upstream.host, port: upstream.port, method: request.method, path: request.url, headers, agent },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
        answer.pipe(response);
      },
    );
    forward.on('error', (error) => {
      if (response.headersSent) return response.destroy(error);
      const body = JSON.stringify({ type: 'error', message: `mock gateway: Prism unreachable (${error.message})` });
      response.writeHead(502, { 'Content-Type': 'application/json' }).end(body);
    });
    request.pipe(forward);
  });
  server.keepAliveTimeout = 65_000;
  server.on('close', () => agent.destroy());
  return server;
}

async function freePort(host: string): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, host, resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Prism on an internal port behind the gateway on `port`: the same shape as `startPrism`, `url` being the
 * gateway's. `prismUrl` reaches Prism directly.
 */
export async function startGatedPrism(options: PrismOptions): Promise<PrismProcess & { prismUrl: string }> {
  const host = options.host ?? '127.0.0.1';
  const prism = await startPrism({ ...options, host, port: await freePort(host) });
  const operations = listOperations(loadDocument(options.document));
  const gateway = createTokenGateway(
    { host, port: Number(new URL(prism.url).port) },
    securedOperations(operations),
    exampleOperations(operations),
  );
  try {
    await new Promise<void>((resolve, reject) => {
      gateway.once('error', reject);
      gateway.listen(options.port, host, resolve);
    });
  } catch (error) {
    await prism.stop();
    throw error;
  }
  return {
    url: `http://${host}:${options.port}`,
    prismUrl: prism.url,
    child: prism.child,
    stop: async () => {
      gateway.closeAllConnections();
      await new Promise((resolve) => gateway.close(resolve));
      await prism.stop();
    },
  };
}
