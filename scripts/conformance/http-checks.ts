/**
 * HTTP checks: a valid request per operation (from the contract's examples and schemas) and the inspection of
 * any answer against what the contract declares: status, body format, envelope and payload, every violation.
 */
import type { OpenApiDocument, Operation } from '@tradedesk/contract';
import { buildArguments, serializeRequest, type BuiltRequest } from '@tradedesk/contract';
import type { Violation } from '@tradedesk/contract';
import { branchesFor, branchOf, declaredStatuses, envelopeExpectation, isDeclared } from './envelopes.ts';
import { finding, pointerToJsonPath, type CheckResult, type Finding } from './findings.ts';
import { call, describeRequest, type CallLimits } from './http-call.ts';

export type HttpContext = {
  document: OpenApiDocument;
  validate: (pointer: string, data: unknown) => Violation[];
  target: string;
  /** The session token for secured operations (from --token or --login); none: their checks are skipped. */
  token?: string;
  lang: string;
  limits: CallLimits;
  includeWrites: boolean;
};

/**
 * - `success`: a valid request; the answer must be declared and match its schema.
 * - `error`: a request that breaks the contract; the answer must be an error envelope, never `ok`, never 5xx.
 * - `auth-refused`: no or a wrong token; the answer must be the 999 envelope with HTTP 200 or 401.
 */
type Expectation = 'success' | 'error' | 'auth-refused';

export type Exchange = {
  operation: Operation;
  check: string;
  request: BuiltRequest;
  expectation: Expectation;
  /** For negative checks: the parameter that was broken, e.g. `query.period`. */
  broken?: string;
};

const isJsonType = (contentType: string) => /^application\/([\w.+-]*\+)?json\b/i.test(contentType.trim());

/** The arguments built for each operation, per run: several checks read them, and drawing them takes time. */
const builtForRun = new WeakMap<object, Map<Operation, ReturnType<typeof buildArguments>>>();

/** The valid arguments of an operation, built once per run (its context); a copy, which the caller may alter. */
export function argumentsOf(
  context: Pick<HttpContext, 'document' | 'lang'>,
  operation: Operation,
): ReturnType<typeof buildArguments> {
  let built = builtForRun.get(context);
  if (!built) builtForRun.set(context, (built = new Map()));
  let args = built.get(operation);
  if (!args) built.set(operation, (args = buildArguments(context.document, operation, context.lang)));
  return structuredClone(args);
}

export function validRequest(context: HttpContext, operation: Operation, token: string | null | undefined) {
  return serializeRequest(operation, argumentsOf(context, operation), { token });
}

/** Sends one request and reports every way its answer departs from the contract. */
export async function exchange(context: HttpContext, item: Exchange): Promise<Finding[]> {
  const answer = await call(context.target, item.request, context.limits);
  const { operation, check, expectation } = item;
  const base = {
    channel: 'http' as const,
    operationId: operation.operationId,
    check,
    request: describeRequest(item.request),
  };
  const found: Finding[] = [];
  const add = (fields: Omit<Parameters<typeof finding>[0], 'channel' | 'operationId' | 'check' | 'request'>) =>
    found.push(finding({ ...base, ...fields }));
  const where = item.broken ?? '$';

  if (!answer.ok) {
    add({
      kind: answer.kind,
      path: '$',
      expected:
        answer.kind === 'timeout'
          ? `a complete answer within ${context.limits.timeoutMs} ms`
          : answer.kind === 'body-too-large'
            ? `a body of at most ${context.limits.maxBodyBytes} bytes`
            : 'an HTTP answer',
      actual: answer.detail,
      message: `${answer.kind === 'timeout' ? 'Timed out' : answer.kind === 'connection' ? 'Connection failed' : 'Body too large'} after ${answer.durationMs} ms`,
    });
    return found;
  }
  const declared = declaredStatuses(operation).join(', ');
  if (answer.status >= 500) {
    add({
      kind: 'server-error',
      path: where,
      expected:
        expectation === 'error' ? 'an error envelope (HTTP 200 or 422)' : `one of the declared statuses ${declared}`,
      actual: `HTTP ${answer.status} ${answer.text.slice(0, 200)}`,
      message:
        expectation === 'error'
          ? `A request with ${item.broken} broken made the server fail (HTTP ${answer.status})`
          : `Server error HTTP ${answer.status}`,
    });
    return found;
  }
  const statusDeclared = isDeclared(operation, answer.status);
  if (!statusDeclared) {
    add({
      kind: 'status',
      path: '$',
      expected: `one of the declared statuses ${declared}`,
      actual: answer.status,
      message: `HTTP ${answer.status} is not declared by the contract for ${operation.operationId}`,
    });
  }
  let body: unknown;
  try {
    if (!answer.text.trim()) throw new Error('empty');
    body = JSON.parse(answer.text);
  } catch {
    add({
      kind: 'not-json',
      path: '$',
      expected: 'a JSON body (application/json)',
      actual: `${answer.contentType || 'no content type'}: ${answer.text.slice(0, 200) || '(empty body)'}`,
      message: `The body (HTTP ${answer.status}) is not JSON`,
    });
    return found;
  }
  if (!isJsonType(answer.contentType)) {
    add({
      kind: 'content-type',
      path: '$',
      expected: 'Content-Type application/json',
      actual: answer.contentType || '(none)',
      message: 'JSON sent with another content type',
    });
  }
  // An undeclared status is already reported; its body is still read as the ordinary (200) answer.
  const branches = branchesFor(context.document, operation, statusDeclared ? answer.status : 200);
  const branch = branchOf(branches, body);
  if (!branch) {
    const envelope = envelopeExpectation(branches);
    const isObject = !!body && typeof body === 'object' && !Array.isArray(body);
    add({
      kind: 'envelope',
      path: isObject ? envelope.path : '$',
      expected: isObject ? envelope.expected : `a JSON object envelope (${envelope.expected})`,
      actual: isObject && envelope.marker ? (body as Record<string, unknown>)[envelope.marker] : body,
      message: `HTTP ${answer.status}: not one of the envelopes the contract declares`,
    });
    return found;
  }
  for (const violation of context.validate(branch.pointer, body)) {
    add({
      kind: 'schema',
      path: pointerToJsonPath(violation.path),
      expected: violation.expected,
      actual: violation.actual,
      message: violation.message,
    });
  }
  const marker = (body as Record<string, unknown>)[branch.marker!];
  const serverMessage = (body as { message?: unknown; msg?: unknown }).message ?? (body as { msg?: unknown }).msg;
  if (expectation === 'success') {
    if (answer.status === 422) {
      add({
        kind: 'status',
        path: '$',
        expected: 'HTTP 200 (the request is valid)',
        actual: 422,
        message: `A valid request was refused as breaking the contract: ${String(serverMessage)}`,
      });
    } else if (!branch.success) {
      const refused = marker === '999';
      add({
        kind: refused ? 'auth-rejected' : 'business-error',
        path: `$.${branch.marker}`,
        expected: `${branch.marker} ${JSON.stringify(branches.find((candidate) => candidate.success)?.values[0] ?? 'ok')}`,
        actual: `HTTP ${answer.status} ${JSON.stringify(marker)}: ${String(serverMessage)}`,
        message: refused
          ? 'The token was refused; the payload could not be checked'
          : 'A valid request got a business error; the payload could not be checked',
      });
    }
  } else if (expectation === 'error') {
    if (branch.success) {
      add({
        kind: 'accepts-invalid',
        path: where,
        expected: 'an error envelope (HTTP 200 or 422)',
        actual: `HTTP ${answer.status} ${branch.marker} ${JSON.stringify(marker)}`,
        message: `A request with ${item.broken} broken was answered with success`,
      });
    }
  } else if (!(marker === '999' && (answer.status === 200 || answer.status === 401))) {
    add({
      kind: 'auth-not-refused',
      path: `$.${branch.marker}`,
      expected: '{"type": "999"} with HTTP 200 or 401',
      actual: `HTTP ${answer.status} ${branch.marker} ${JSON.stringify(marker)}`,
      message: `${check === 'auth-missing' ? 'A request without a token' : 'A request with a wrong token'} was not refused with the 999 envelope`,
    });
  }
  return found;
}

export function checkResult(
  operation: Operation,
  check: string,
  findings: Finding[],
  durationMs: number,
  detail?: string,
): CheckResult {
  const status = findings.some((item) => item.severity === 'violation')
    ? 'failed'
    : findings.length
      ? 'warning'
      : 'passed';
  return {
    channel: 'http',
    operationId: operation.operationId,
    tag: operation.tag,
    check,
    status,
    durationMs: Math.round(durationMs),
    detail,
  };
}

export function skipped(operation: Operation, check: string, detail: string): CheckResult {
  return {
    channel: 'http',
    operationId: operation.operationId,
    tag: operation.tag,
    check,
    status: 'skipped',
    durationMs: 0,
    detail,
  };
}

/**
 * A field of the request the kit builds for the operation that its rules leave without a value (no example, a
 * pattern or bounds the builder found nothing for), if any. Sending the request without it would report a correct
 * server's refusal as a finding; the kit says what its input lacks instead.
 */
function unbuildable(context: HttpContext, operation: Operation): string | undefined {
  const { query, body = {} } = argumentsOf(context, operation);
  const missing = [
    ...Object.entries(query).map(([name, value]) => [`query.${name}`, value] as const),
    ...Object.entries(body).map(([name, value]) => [`body.${name}`, value] as const),
  ].find(([, value]) => value === undefined || (Array.isArray(value) && value.includes(undefined)));
  return missing?.[0];
}

/** Why an operation's checks cannot run with these options, if so. */
export function skipReason(context: HttpContext, operation: Operation): string | undefined {
  if (operation.effect === 'write' && !context.includeWrites) return 'changes state: runs only with --include-writes';
  if (operation.secured && !context.token) return 'needs a token: give --token or --login';
  const field = unbuildable(context, operation);
  if (field)
    return `the kit could not build a valid request: no value of ${field} satisfies its schema; give it an example in the contract`;
  return undefined;
}

/** The valid request of an operation and the check of its answer. */
export async function checkResponse(
  context: HttpContext,
  operation: Operation,
): Promise<{ findings: Finding[]; result: CheckResult }> {
  const reason = skipReason(context, operation);
  if (reason) return { findings: [], result: skipped(operation, 'response', reason) };
  const started = performance.now();
  const request = validRequest(context, operation, context.token);
  const findings = await exchange(context, { operation, check: 'response', request, expectation: 'success' });
  return {
    findings,
    result: checkResult(operation, 'response', findings, performance.now() - started, describeRequest(request)),
  };
}
