/**
 * The mock's HTTP front, on PRISM_PORT, serving the contract under `/api` as the real backend does (and at the
 * root, as before). For each request, in order:
 * 0. `/` and `/reference/`: the contract references (reference-pages.ts).
 * 1. `/__sandbox/...`: the developer and test controls (reset, state, faults, market, clock).
 * 2. The contract's answer (contract-answer.ts): the token check, latency (MOCK_LATENCY_MS) and faults, the
 *    sandbox's answer for the operations it owns; Prism answers the rest, streamed, over kept-alive connections.
 *    Operations marked `x-mock-example` get that written example from Prism unless the request chose with its own
 *    `Prefer`.
 */
import { EventEmitter, once } from 'node:events';
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
import { answerContractRequest, contractRoutes } from './contract-answer.ts';
import { serveReferencePages } from './reference-pages.ts';
import { readArguments } from './sandbox/http-arguments.ts';
import type { Faults } from './sandbox/faults.ts';
import type { Sandbox } from './sandbox/sandbox.ts';

export { exampleOperations, securedOperations } from './contract-answer.ts';

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

function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const copy = { ...headers };
  for (const name of HOP_BY_HOP) delete copy[name];
  return copy;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type Gateway = Server & {
  /**
   * Serves another version of the contract from the next request on (a saved edit, while `npm start` watches):
   * its operations, and the Prism that answers it. A request already forwarded finishes where it went.
   */
  useContract: (operations: readonly Operation[], upstream: GatewayOptions['upstream']) => void;
  /**
   * Resolves once no request forwarded to `upstream` is still waiting for its answer: a Prism swapped out is
   * stopped only then, so a request it took finishes there.
   */
  drained: (upstream: GatewayOptions['upstream']) => Promise<void>;
};

export function createGateway(options: GatewayOptions): Gateway {
  const { controls } = options;
  let contract = { routes: contractRoutes(options.operations), upstream: options.upstream };
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  // what is forwarded and not yet answered, by upstream; `idle` tells when an upstream has none left
  const inFlight = new Map<string, number>();
  const idle = new EventEmitter();
  const upstreamKey = ({ host, port }: GatewayOptions['upstream']) => `${host}:${port}`;
  const forwarded = (key: string) => inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
  const answered = (key: string) => {
    const left = (inFlight.get(key) ?? 1) - 1;
    if (left > 0) return void inFlight.set(key, left);
    inFlight.delete(key);
    idle.emit(key);
  };

  const serverDate = () => new Date(options.now?.() ?? Date.now()).toUTCString();
  const send = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    const text = JSON.stringify(body);
    response.writeHead(status, {
      ...headers,
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
    const { routes, upstream } = contract;
    let bodyRead = false;
    const outcome = await answerContractRequest(
      { routes, sandbox: options.sandbox, faults: options.faults, latency: options.latency, sleep },
      {
        method: request.method ?? 'GET',
        pathname,
        searchParams: url.searchParams,
        authorization: request.headers.authorization,
        prefer: request.headers.prefer === undefined ? undefined : String(request.headers.prefer),
        readArguments: () => {
          bodyRead = true;
          return readArguments(request, url);
        },
      },
    );
    if (outcome.kind === 'drop') return void request.socket.destroy();
    if (!bodyRead) request.resume(); // answered without reading what was sent: let it drain
    if (outcome.kind === 'answer') return send(response, outcome.status, outcome.body, outcome.headers);
    const headers = withoutHopByHop(request.headers);
    if (outcome.example && headers.prefer === undefined) headers.prefer = `example=${outcome.example}`;
    const key = upstreamKey(upstream);
    forwarded(key);
    // done when the answer has reached the client, or the client or Prism gave up
    response.once('close', () => answered(key));
    const forward = (again: boolean) => {
      const asked = httpRequest(
        {
          host: upstream.host,
          port: upstream.port,
          method: request.method,
          path: `${pathname}${url.search}`,
          headers,
          // the second asking goes on a connection of its own, never on another kept-alive one
          agent: again ? false : agent,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, { ...withoutHopByHop(answer.headers), date: serverDate() });
          answer.pipe(response);
        },
      );
      asked.on('error', (error: NodeJS.ErrnoException) => {
        if (response.headersSent) return response.destroy(error);
        // Prism closes a connection idle for 5 s; one the agent picked up just then is reset before Prism reads the
        // request, which is asked again once, on a new connection (as Node's documentation of reusedSocket advises)
        if (asked.reusedSocket && !again && error.code === 'ECONNRESET') return forward(true);
        send(response, 502, { type: 'error', message: `mock gateway: Prism unreachable (${error.message})` });
      });
      asked.end(outcome.args.raw);
    };
    forward(false);
  });
  server.keepAliveTimeout = 65_000;
  server.on('close', () => agent.destroy());
  return Object.assign(server, {
    useContract: (operations: readonly Operation[], upstream: GatewayOptions['upstream']) => {
      contract = { routes: contractRoutes(operations), upstream };
    },
    drained: async (upstream: GatewayOptions['upstream']) => {
      const key = upstreamKey(upstream);
      if (inFlight.has(key)) await once(idle, key);
    },
  });
}
