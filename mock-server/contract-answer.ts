/**
 * How the mock answers one request of the contract, whatever carries it: the HTTP gateway (gateway.ts) and the
 * sandbox a test runs in its own process (in-process.ts) decide here, so a fault, the token check or a refusal
 * answers the same over a socket and in a test. In order:
 * 1. No operation at that path and method: 404 or 405 with the error envelope.
 * 2. A secured operation with an Authorization not shaped like the tokens the contract issues: HTTP 200 and the
 *    999 envelope, as the real backend refuses a token it did not issue.
 * 3. Latency and the fault chosen for the operation, if any (an error envelope, slow, or a dropped connection).
 * 4. The sandbox answers the operations it owns (unless the request asks for an example with `Prefer`); what it
 *    does not own is left to Prism, once the contract's own checks have let it through.
 */
import type { Operation } from '@tradedesk/contract';
import type { Faults, FaultAnswer } from './sandbox/faults.ts';
import type { RequestArguments } from './sandbox/http-arguments.ts';
import { languageOrJapanese, translate } from './sandbox/messages.ts';
import { TOKEN_SHAPE, type Sandbox } from './sandbox/sandbox.ts';

const SESSION_EXPIRED = { type: '999', message: 'Please log in first' };

/** What the mock reads of a contract to route a request: its operations by route. */
export type ContractRoutes = {
  byRoute: Map<string, Operation>;
  methodsByPath: Map<string, string[]>;
  secured: Set<string>;
  examples: Map<string, string>;
};

const routeOf = (operation: Operation) => `${operation.method} ${operation.path}`;

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

export function contractRoutes(operations: readonly Operation[]): ContractRoutes {
  const methodsByPath = new Map<string, string[]>();
  for (const operation of operations)
    methodsByPath.set(operation.path, [...(methodsByPath.get(operation.path) ?? []), operation.method]);
  return {
    byRoute: new Map(operations.map((operation) => [routeOf(operation), operation])),
    methodsByPath,
    secured: securedOperations(operations),
    examples: exampleOperations(operations),
  };
}

/** The envelope a fault answers with: the operation's own example of that name, else the common one translated. */
function faultBody(operation: Operation, answer: FaultAnswer, lang: unknown): unknown {
  if (operation.examples[answer] !== undefined) return operation.examples[answer];
  const language = languageOrJapanese(lang);
  if (answer === 'sessionExpired') return { type: '999', message: translate('pleaseLogIn', language) };
  if (answer === 'verificationRequired') return { type: '998', message: translate('verificationRequired', language) };
  return { type: 'error', message: translate('parameterError', language, { field: operation.operationId }) };
}

export type ContractRequest = {
  method: string;
  /** Without the `/api` prefix. */
  pathname: string;
  searchParams: URLSearchParams;
  authorization: string | undefined;
  prefer: string | undefined;
  /** Reads the query and body; called at most once, and only once the request is to be answered from them. */
  readArguments: () => Promise<RequestArguments>;
};

export type ContractOutcome =
  | { kind: 'answer'; status: number; body: unknown; headers?: Record<string, string> }
  /** The connection is dropped without an answer (a `network` fault). */
  | { kind: 'drop' }
  /** Prism answers: the operation, its arguments as read, and the example the contract names for it, if any. */
  | { kind: 'prism'; operation: Operation; args: RequestArguments; example?: string };

export type AnswerContext = {
  routes: ContractRoutes;
  sandbox?: Sandbox;
  faults?: Faults;
  /** Milliseconds to wait before each answer (MOCK_LATENCY_MS). */
  latency?: () => number;
  sleep: (ms: number) => Promise<void>;
};

export async function answerContractRequest(
  context: AnswerContext,
  request: ContractRequest,
): Promise<ContractOutcome> {
  const { routes, sandbox, faults } = context;
  const route = `${request.method} ${request.pathname}`;
  const operation = routes.byRoute.get(route);
  if (!operation) {
    // the contract has no such operation: the error envelope, as for every other refusal, never problem+json
    const language = languageOrJapanese(request.searchParams.get('lang'));
    const allowed = routes.methodsByPath.get(request.pathname);
    if (!allowed)
      return {
        kind: 'answer',
        status: 404,
        body: { type: 'error', message: translate('noSuchOperation', language, { path: request.pathname }) },
      };
    const values = { method: request.method, allowed: allowed.join(', ') };
    return {
      kind: 'answer',
      status: 405,
      body: { type: 'error', message: translate('methodNotAllowed', language, values) },
      headers: { Allow: allowed.join(', ') },
    };
  }
  const { authorization } = request;
  if (authorization !== undefined && !TOKEN_SHAPE.test(authorization) && routes.secured.has(route))
    return { kind: 'answer', status: 200, body: SESSION_EXPIRED };
  const fault = faults?.take(operation.operationId, authorization);
  const delay = (context.latency?.() ?? 0) + (fault?.answer === 'slow' ? fault.delayMs : 0);
  if (delay > 0) await context.sleep(delay);
  if (fault?.answer === 'network') return { kind: 'drop' };
  if (fault && fault.answer !== 'slow')
    return { kind: 'answer', status: 200, body: faultBody(operation, fault.answer, request.searchParams.get('lang')) };
  let args: RequestArguments;
  try {
    args = await request.readArguments();
  } catch (error) {
    return {
      kind: 'answer',
      status: 422,
      body: { type: 'error', message: `unreadable request: ${(error as Error).message}` },
    };
  }
  if (sandbox?.owns(operation) && request.prefer === undefined) {
    const answer = sandbox.perform(operation, { token: authorization, ...args });
    return { kind: 'answer', status: answer.status, body: answer.body };
  }
  // Prism's own checks let an undeclared field of a form through: the contract's checks come first for it too
  const refused = sandbox?.refusal(operation, { token: authorization, ...args });
  if (refused) return { kind: 'answer', status: refused.status, body: refused.body };
  return { kind: 'prism', operation, args, example: routes.examples.get(route) };
}
