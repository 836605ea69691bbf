/**
 * The mock's HTTP front, on PRISM_PORT, serving the contract under `/api` as the real backend does (and at the
 * root, as before). For each request, in order:
 * 0. `/` and `/reference/`: the contract references (reference-pages.ts).
 * 1. `/__sandbox/...`: the developer and test controls (reset, state, faults, market, clock).
 * 2. The token: a secured operation with an Authorization that is not shaped like the tokens the contract issues
 *    (32 lowercase hex characters) gets HTTP 200 and the 999 envelope, as the real backend refuses a token it did
 *    not issue.
 * 3. Latency (MOCK_LATENCY_MS) and the fault chosen for the operation, if any (an error envelope, slow, or a
 *    dropped connection).
 * 4. The sandbox answers the operations it owns (unless the request asks Prism for an example with `Prefer`);
 *    Prism answers the rest, streamed, over kept-alive connections. Operations marked `x-mock-example` get
 *    that written example from Prism unless the request chose with its own `Prefer`.
 */
import {
  createServer,
  request as httpRequest,
  Agent,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { Operation } from '@tradedesk/contract';
import { serveReferencePages } from './reference-pages.ts';
import { readArguments } from './sandbox/http-arguments.ts';
import type { Faults, FaultAnswer } from './sandbox/faults.ts';
import { languageOrJapanese, translate } from './sandbox/messages.ts';
import { TOKEN_SHAPE, type Sandbox } from './sandbox/sandbox.ts';

const SESSION_EXPIRED = JSON.stringify({ type: '999', message: 'Please log in first' });
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'upgrade'];
const API_PREFIX = /^\/api(?=\/|$)/;

type Controls = (request: IncomingMessage, response: ServerResponse, path: string) => Promise<void>;

export type GatewayOptions = {
  /** Prism. */
  upstream: { host: string; port: number };
  operations: readonly Operation[];
  sandbox?: Sandbox;
  faults?: Faults;
  controls?: Controls;
  /** Milliseconds to wait before each answer (MOCK_LATENCY_MS). */
  latency?: () => number;
  /**
   * The mock's clock: every answer's `Date` header tells it, as a real server's tells its own, so the app's
   * countdowns follow the mock when a test or a developer moves its clock forward.
   */
  now?: () => number;
};

/** `GET /user/info` for every operation that needs the token. */
export function securedOperations(operations: readonly Operation[]): Set<string> {
  return new Set(operations.filter((operation) => operation.secured).map(routeOf));
}

/**
 * Operations the mock answers with a written example rather than generated data (`x-mock-example: <name>` in
 * the contract), keyed `GET /currency/quotation_new`. Generated rows pair names, logos and prices at random and
 * change on every call; such lists must be one coherent state.
 */
export function exampleOperations(operations: readonly Operation[]): Map<string, string> {
  return new Map(
    operations
      .filter((operation) => typeof operation.object['x-mock-example'] === 'string')
      .map((operation) => [routeOf(operation), operation.object['x-mock-example'] as string]),
  );
}

const routeOf = (operation: Operation) => `${operation.method} ${operation.path}`;

function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const copy = { ...headers };
  for (const name of HOP_BY_HOP) delete copy[name];
  return copy;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The envelope a fault answers with: the operation's own example of that name, else the common one translated. */
function faultBody(operation: Operation, answer: FaultAnswer, lang: unknown): unknown {
  if (operation.examples[answer] !== undefined) return operation.examples[answer];
  const language = languageOrJapanese(lang);
  if (answer === 'sessionExpired') return { type: '999', message: translate('pleaseLogIn', language) };
  if (answer === 'verificationRequired') return { type: '998', message: translate('verificationRequired', language) };
  return { type: 'error', message: translate('parameterError', language, { field: operation.operationId }) };
}

/** What the gateway reads of a contract: its operations by route and where Prism serves it. */
function contractTables(operations: readonly Operation[], upstream: GatewayOptions['upstream']) {
  const methodsByPath = new Map<string, string[]>();
  for (const operation of operations)
    methodsByPath.set(operation.path, [...(methodsByPath.get(operation.path) ?? []), operation.method]);
  return {
    upstream,
    byRoute: new Map(operations.map((operation) => [routeOf(operation), operation])),
    methodsByPath,
    secured: securedOperations(operations),
    examples: exampleOperations(operations),
  };
}

export type Gateway = Server & {
  /**
   * Serves another version of the contract from the next request on (a saved edit, while `npm start` watches):
   * its operations, and the Prism that answers it. A request already forwarded finishes where it went.
   */
  useContract: (operations: readonly Operation[], upstream: GatewayOptions['upstream']) => void;
};

export function createGateway(options: GatewayOptions): Gateway {
  const { sandbox, faults, controls } = options;
  let contract = contractTables(options.operations, options.upstream);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });

  const serverDate = () => new Date(options.now?.() ?? Date.now()).toUTCString();
  const send = (response: ServerResponse, status: number, body: unknown) => {
    const text = JSON.stringify(body);
    response.writeHead(status, {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(text),
      Date: serverDate(),
    });
    response.end(text);
  };

  const server = createServer(async (request, response) => {
    if (serveReferencePages(request, response)) return; // the contract has no path at / nor under /reference/
    const url = new URL(request.url ?? '/', 'http://mock');
    const pathname = url.pathname.replace(API_PREFIX, '') || '/';
    if (controls && pathname.startsWith('/__sandbox')) return controls(request, response, pathname);
    const route = `${request.method} ${pathname}`;
    const { upstream, byRoute, methodsByPath, secured, examples } = contract;
    const operation = byRoute.get(route);
    if (!operation) {
      // the contract has no such operation: the error envelope, as for every other refusal, never problem+json
      request.resume();
      const language = languageOrJapanese(url.searchParams.get('lang'));
      const allowed = methodsByPath.get(pathname);
      if (!allowed)
        return send(response, 404, {
          type: 'error',
          message: translate('noSuchOperation', language, { path: pathname }),
        });
      response.setHeader('Allow', allowed.join(', '));
      const values = { method: request.method ?? '', allowed: allowed.join(', ') };
      return send(response, 405, { type: 'error', message: translate('methodNotAllowed', language, values) });
    }
    const authorization = request.headers.authorization;
    if (authorization !== undefined && !TOKEN_SHAPE.test(authorization) && secured.has(route)) {
      request.resume();
      return send(response, 200, JSON.parse(SESSION_EXPIRED));
    }
    const fault = faults?.take(operation.operationId, authorization);
    const delay = (options.latency?.() ?? 0) + (fault?.answer === 'slow' ? fault.delayMs : 0);
    if (delay > 0) await sleep(delay);
    if (fault?.answer === 'network') {
      request.socket.destroy();
      return;
    }
    if (fault && fault.answer !== 'slow') {
      request.resume();
      return send(response, 200, faultBody(operation, fault.answer, url.searchParams.get('lang')));
    }
    let args;
    try {
      args = await readArguments(request, url);
    } catch (error) {
      return send(response, 422, { type: 'error', message: `unreadable request: ${(error as Error).message}` });
    }
    if (sandbox?.owns(operation) && request.headers.prefer === undefined) {
      const answer = sandbox.perform(operation, { token: authorization, ...args });
      return send(response, answer.status, answer.body);
    }
    // Prism's own checks let an undeclared field of a form through: the contract's checks come first for it too
    const refused = sandbox?.refusal(operation, { token: authorization, ...args });
    if (refused) return send(response, refused.status, refused.body);
    const headers = withoutHopByHop(request.headers);
    const example = examples.get(route);
    if (example && headers.prefer === undefined) headers.prefer = `example=${example}`;
    const forward = httpRequest(
      {
        host: upstream.host,
        port: upstream.port,
        method: request.method,
        path: `${pathname}${url.search}`,
        headers,
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...withoutHopByHop(answer.headers), date: serverDate() });
        answer.pipe(response);
      },
    );
    forward.on('error', (error) => {
      if (response.headersSent) return response.destroy(error);
      send(response, 502, { type: 'error', message: `mock gateway: Prism unreachable (${error.message})` });
    });
    forward.end(args.raw);
  });
  server.keepAliveTimeout = 65_000;
  server.on('close', () => agent.destroy());
  return Object.assign(server, {
    useContract: (operations: readonly Operation[], upstream: GatewayOptions['upstream']) => {
      contract = contractTables(operations, upstream);
    },
  });
}
