/**
 * The sandbox's control endpoints, under `/__sandbox` (and `/api/__sandbox`, the way the app's dev server reaches
 * them). For developers, tests and the app's scenario panel; the mock is never deployed, and the production app
 * has no code that calls them. Plain JSON, outside the contract.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Operation } from '@tradedesk/contract';
import { answerReason } from './answered-by.ts';
import type { Clock } from '../market/clock.ts';
import { FAULT_ANSWERS, Faults } from './faults.ts';
import { reviewRequest } from './domains/funds/requests.ts';
import { mailControl } from './domains/mail-control.ts';
import { listOutbox } from './domains/security.ts';
import { TOKEN_SHAPE, type Sandbox } from './sandbox.ts';
import { parseState } from './state/store.ts';

/** Moves the market and the clock (the socket emitter publishes what follows from it). */
export type MarketDriver = {
  /** One trade of the pair at this price now: tickers, bars and books follow, and what it triggers fires. */
  tradeAt: (symbol: string, price: number) => void;
  /** Moves the clock and the market on by this many steps' time. */
  step: (steps: number) => void;
  /** Moves the clock forward; what falls due (option expiries, product terms) settles at once. */
  advance: (ms: number) => void;
};

const CONTROL_ENDPOINTS = [
  'GET /__sandbox/state: the whole state as JSON',
  'PUT /__sandbox/state: replace the whole state (a snapshot read before)',
  'POST /__sandbox/reset: back to the seed (no users, no sessions)',
  "GET /__sandbox/operations?token=<token>: every operation, who answers it and why (reason), the answers a fault can choose, the fault its calls get (with a token, that session's)",
  'GET /__sandbox/faults?token=<token>: the faults set for the whole mock; with a token, the ones its calls get (its own first)',
  'PUT /__sandbox/faults/<operationId> {"answer": "error|sessionExpired|verificationRequired|slow|network", "delayMs"?, "times"?, "token"?}: with a token, for that session\'s calls alone',
  "DELETE /__sandbox/faults/<operationId>?token=<token>, DELETE /__sandbox/faults?token=<token>: back to normal answers (with a token, that session's faults only)",
  'POST /__sandbox/market/price {"symbol": "BTC/USDT", "price": 67000}: trade the pair at that price now',
  'POST /__sandbox/market/step {"steps": 10}: move the clock and the market on by ten steps\' time',
  'POST /__sandbox/clock {"advanceMs": 60000}: move the clock forward',
  'POST /__sandbox/review {"kind": "deposit|withdrawal", "id": 2201, "decision": "approve|reject"}: the exchange reviews a request',
  "GET /__sandbox/stats: answers, refusals, invalid requests, contract violations, the mock's clock",
  'POST /__sandbox/mail {"login": "a@b.c", "type": 1|2|3, "title"?, "content"?, "abstract"?}: new mail for a user (pushed as mail_message), or an announcement for everyone (type 3, no login)',
  'GET /__sandbox/outbox?to=<address>: every verification code the sandbox sent by e-mail or SMS (to, channel, purpose, code, sentAt, expiresAt, status), newest first; `to` keeps one address',
];

class ControlError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += (chunk as Buffer).toString();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ControlError(400, 'the body must be JSON');
  }
}

/** The session a control names (`?token=`), refused when it is not a token the sandbox could have issued. */
function sessionOf(query: URLSearchParams): string | undefined {
  const token = query.get('token');
  if (token === null) return undefined;
  if (!TOKEN_SHAPE.test(token))
    throw new ControlError(400, 'token must be a session token: 32 lowercase hexadecimal characters');
  return token;
}

export function createControls(options: { sandbox: Sandbox; clock: Clock; faults: Faults; market: MarketDriver }) {
  const { sandbox, faults, market, clock } = options;
  // the sandbox's contract, read at each call: a saved edit of the contract swaps it while the mock runs
  const operationById = (operationId: string) =>
    sandbox.operations.find((operation) => operation.operationId === operationId);

  const routes: Record<string, (body: unknown, argument: string, query: URLSearchParams) => unknown> = {
    'GET /__sandbox': () => ({ endpoints: CONTROL_ENDPOINTS }),
    'GET /__sandbox/state': () => sandbox.snapshot(),
    'PUT /__sandbox/state': (body) => {
      try {
        sandbox.load(parseState(JSON.stringify(body)));
      } catch (error) {
        throw new ControlError(400, (error as Error).message);
      }
      return { ok: true };
    },
    'POST /__sandbox/reset': () => {
      sandbox.reset();
      return { ok: true };
    },
    'GET /__sandbox/stats': () => ({ ...sandbox.stats, clock: { now: clock.now(), advancedMs: clock.advancedMs } }),
    'GET /__sandbox/operations': (_body, _argument, query) => {
      const set = faults.list(sessionOf(query));
      return sandbox.operations.map((operation) => ({
        operationId: operation.operationId,
        method: operation.method,
        path: operation.path,
        tag: operation.tag,
        effect: operation.effect,
        answeredBy: sandbox.owns(operation) ? 'sandbox' : 'prism',
        reason: answerReason(operation, sandbox.owns(operation)),
        answers: ['ok', ...FAULT_ANSWERS.filter((answer) => isOffered(operation, answer))],
        fault: set[operation.operationId] ?? null,
      }));
    },
    'GET /__sandbox/faults': (_body, _argument, query) => faults.list(sessionOf(query)),
    'PUT /__sandbox/faults/*': (body, operationId) => {
      if (!operationById(operationId)) throw new ControlError(404, `no operation ${operationId}`);
      let fault;
      try {
        fault = Faults.parse(body);
      } catch (error) {
        throw new ControlError(400, (error as Error).message);
      }
      faults.set(operationId, fault);
      return { ok: true, fault: faults.list(fault.token)[operationId] };
    },
    'DELETE /__sandbox/faults/*': (_body, operationId, query) => {
      faults.clear(operationId, sessionOf(query));
      return { ok: true };
    },
    'DELETE /__sandbox/faults': (_body, _argument, query) => {
      faults.clear(undefined, sessionOf(query));
      return { ok: true };
    },
    'POST /__sandbox/market/price': (body) => {
      const { symbol, price } = body as { symbol?: unknown; price?: unknown };
      const pair = typeof symbol === 'string' ? sandbox.market.pairBySymbol(symbol) : undefined;
      if (!pair) throw new ControlError(400, 'symbol must be a listed pair, e.g. BTC/USDT');
      if (typeof price !== 'number' || !(price > 0)) throw new ControlError(400, 'price must be a positive number');
      market.tradeAt(pair.symbol, price);
      return { ok: true, price: sandbox.market.priceText(pair, sandbox.market.price(pair)) };
    },
    'POST /__sandbox/market/step': (body) => {
      const steps = (body as { steps?: unknown }).steps ?? 1;
      if (!Number.isInteger(steps) || (steps as number) < 1 || (steps as number) > 10_000)
        throw new ControlError(400, 'steps must be a whole number from 1 to 10000');
      market.step(steps as number);
      return { ok: true };
    },
    'POST /__sandbox/review': (body) => {
      const { kind, id, decision } = body as { kind?: unknown; id?: unknown; decision?: unknown };
      if (kind !== 'deposit' && kind !== 'withdrawal')
        throw new ControlError(400, 'kind must be deposit or withdrawal');
      if (decision !== 'approve' && decision !== 'reject')
        throw new ControlError(400, 'decision must be approve or reject');
      if (!Number.isInteger(id)) throw new ControlError(400, 'id must be the request id');
      if (!sandbox.act((tools) => reviewRequest(tools, kind, id as number, decision === 'approve')))
        throw new ControlError(404, `no pending ${kind} request ${String(id)}`);
      return { ok: true };
    },
    'GET /__sandbox/outbox': (_body, _argument, query) =>
      sandbox.read((tools) => listOutbox(tools, query.get('to') ?? undefined)),
    'POST /__sandbox/mail': (body) => {
      const result = mailControl(sandbox, body);
      if ('error' in result) throw new ControlError(result.status, result.error);
      return { ok: true, message: result.message };
    },
    'POST /__sandbox/clock': (body) => {
      const advanceMs = (body as { advanceMs?: unknown }).advanceMs;
      if (!Number.isInteger(advanceMs) || (advanceMs as number) < 0)
        throw new ControlError(400, 'advanceMs must be a whole number of milliseconds, 0 or more');
      market.advance(advanceMs as number);
      return { ok: true };
    },
  };

  return async (request: IncomingMessage, response: ServerResponse, path: string): Promise<void> => {
    const [, , , ...rest] = path.split('/');
    const exact = routes[`${request.method} ${path.replace(/\/$/, '')}`];
    const wildcard = rest.length ? routes[`${request.method} ${path.split('/').slice(0, 3).join('/')}/*`] : undefined;
    let status = 200;
    let result: unknown;
    try {
      const route = exact ?? wildcard;
      if (!route) throw new ControlError(404, `no control ${request.method} ${path}; GET /__sandbox lists them`);
      const query = new URL(request.url ?? '/', 'http://sandbox').searchParams;
      result = route(await readJson(request), decodeURIComponent(rest.join('/')), query);
    } catch (error) {
      status = error instanceof ControlError ? error.status : 500;
      result = { ok: false, error: (error as Error).message };
    }
    const text = JSON.stringify(result);
    response.writeHead(status, {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(text),
      'Cache-Control': 'no-store',
    });
    response.end(text);
  };
}

/** A fault answer the operation can give: error envelopes it declares (every one declares `error`), slow, network. */
function isOffered(operation: Operation, answer: (typeof FAULT_ANSWERS)[number]): boolean {
  if (answer === 'sessionExpired') return operation.secured;
  if (answer === 'verificationRequired') return operation.examples.verificationRequired !== undefined;
  return true;
}
