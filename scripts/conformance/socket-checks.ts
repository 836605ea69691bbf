/**
 * Socket checks: connects to the socket.io server, authenticates with the token (the AsyncAPI `login`
 * request), subscribes to every topic the `subscribe` request offers, listens for a while and validates every
 * event against its message payload schema (Ajv over the AsyncAPI document). Reports events the contract does
 * not know, events that break their schema, refused or malformed login and subscribe acknowledgements, and
 * (as warnings) events of the contract never received.
 */
import { existsSync } from 'node:fs';
import { io, type Socket } from 'socket.io-client';
import { createDocumentValidator } from '@tradedesk/contract';
import { finding, pointerToJsonPath, type CheckResult, type Finding } from './findings.ts';
import type { HttpContext } from './http-checks.ts';
import { readSocketContract, type ClientRequest, type Json, type SocketContract } from './socket-contract.ts';

export type SocketOptions = {
  url: string;
  asyncapi: string;
  seconds: number;
  /** Only these events are expected (the others are not reported as never seen). */
  events?: string[];
  token?: string;
  http: HttpContext;
  log: (line: string) => void;
};

export type SocketOutcome = { findings: Finding[]; results: CheckResult[]; events: number; document?: string };

const result = (
  event: string,
  check: string,
  status: CheckResult['status'],
  durationMs: number,
  detail?: string,
): CheckResult => ({
  channel: 'socket',
  event,
  check,
  status,
  durationMs: Math.round(durationMs),
  detail,
});

/** Connects with every event going to `listener` from the first packet on (events can come with the handshake). */
export function connect(
  url: string,
  timeoutMs: number,
  listener: (event: string, ...args: unknown[]) => void,
): Promise<{ socket: Socket } | { error: string }> {
  const socket = io(url, {
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    reconnection: false,
    forceNew: true,
    timeout: timeoutMs,
  });
  socket.onAny(listener);
  return new Promise((resolve) => {
    socket.once('connect', () => resolve({ socket }));
    socket.once('connect_error', (error) => {
      socket.close();
      resolve({ error: error.message });
    });
  });
}

export async function runSocketChecks(options: SocketOptions): Promise<SocketOutcome> {
  const findings: Finding[] = [];
  const results: CheckResult[] = [];
  if (!existsSync(options.asyncapi)) {
    findings.push(
      finding({
        channel: 'socket',
        event: '*',
        check: 'listen',
        kind: 'socket-skipped',
        path: '$',
        expected: `an AsyncAPI document at ${options.asyncapi}`,
        actual: 'no such file',
        message: 'No AsyncAPI bundle (run npm run generate, or give --asyncapi); socket checks skipped',
      }),
    );
    results.push(result('*', 'listen', 'skipped', 0, 'no AsyncAPI document'));
    return { findings, results, events: 0 };
  }
  const contract = readSocketContract(options.asyncapi);
  const validate = createDocumentValidator(contract.document, 'asyncapi');
  const timeoutMs = Math.min(options.http.limits.timeoutMs, 20_000);
  const started = performance.now();
  const received = new Map<string, number>();
  const problems = new Map<string, Finding[]>();
  const seen = new Map<string, Finding>();
  const note = (event: string, item: Finding) => {
    // The same defect on every tick is one finding, counted.
    const key = `${event} ${item.kind} ${item.path} ${item.expected}`;
    const known = seen.get(key);
    if (known) {
      known.occurrences = (known.occurrences ?? 1) + 1;
      return;
    }
    seen.set(key, item);
    if (!problems.has(event)) problems.set(event, []);
    problems.get(event)!.push(item);
  };
  const listener = (event: string, ...args: unknown[]) => {
    received.set(event, (received.get(event) ?? 0) + 1);
    const known = contract.sends.get(event);
    const base = { channel: 'socket' as const, event, check: 'listen' };
    if (!known) {
      note(
        event,
        finding({
          ...base,
          kind: 'unknown-event',
          path: '$',
          expected: `one of the events of the contract: ${[...contract.sends.keys()].join(', ')}`,
          actual: args[0],
          message: `The server sent "${event}", which the contract does not know`,
        }),
      );
      return;
    }
    if (args.length !== 1) {
      note(
        event,
        finding({
          ...base,
          kind: 'schema',
          path: '$',
          expected: 'exactly one argument, the payload',
          actual: `${args.length} arguments`,
          message: 'Wrong number of event arguments',
        }),
      );
    }
    for (const violation of validate(known.payloadPointer, args[0])) {
      note(
        event,
        finding({
          ...base,
          kind: 'schema',
          path: pointerToJsonPath(violation.path),
          expected: violation.expected,
          actual: violation.actual,
          message: violation.message,
        }),
      );
    }
  };

  const connection = await connect(options.url, timeoutMs, listener);
  if ('error' in connection) {
    findings.push(
      finding({
        channel: 'socket',
        event: 'connect',
        check: 'connect',
        kind: 'socket-session',
        path: '$',
        expected: `a socket.io server at ${options.url} (path /socket.io)`,
        actual: connection.error,
        message: 'Could not connect to the socket server',
      }),
    );
    results.push(result('connect', 'connect', 'failed', performance.now() - started, connection.error));
    return { findings, results, events: 0, document: options.asyncapi };
  }
  const { socket } = connection;
  results.push(result('connect', 'connect', 'passed', performance.now() - started, options.url));
  let authenticated = false;
  if (contract.login && options.token) {
    const outcome = await request(socket, contract, contract.login, { token: options.token }, timeoutMs, validate);
    findings.push(...outcome.findings);
    authenticated = outcome.ok;
    results.push(result(contract.login.message.name, 'login', outcome.status, outcome.durationMs, outcome.detail));
  } else {
    results.push(
      result(
        LOGIN_NAME(contract),
        'login',
        'skipped',
        0,
        contract.login ? 'no token (--token or --login)' : 'the contract has no login request',
      ),
    );
  }
  for (const topic of contract.subscribe?.topics ?? []) {
    const outcome = await request(socket, contract, contract.subscribe!, topic, timeoutMs, validate);
    findings.push(...outcome.findings);
    results.push(
      result(contract.subscribe!.message.name, 'subscribe', outcome.status, outcome.durationMs, JSON.stringify(topic)),
    );
  }
  options.log(`socket: listening ${options.seconds} s on ${options.url}${authenticated ? ' (authenticated)' : ''}`);
  const listenStarted = performance.now();
  const listen = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  if (contract.watchTickers) {
    // every pair's single tickers in the first half; the watched pairs' batches, once asked for, in the second
    await listen(options.seconds / 2);
    const watch = contract.watchTickers;
    const outcome = await request(socket, contract, watch, watch.payload, timeoutMs, validate);
    findings.push(...outcome.findings);
    results.push(result(watch.message.name, 'subscribe', outcome.status, outcome.durationMs, outcome.detail));
    await listen(options.seconds / 2);
  } else await listen(options.seconds);
  socket.offAny();
  socket.close();
  const listened = performance.now() - listenStarted;

  const expected = [...contract.sends.values()].filter(
    (item) => !options.events?.length || options.events.includes(item.name),
  );
  for (const item of expected) {
    const own = problems.get(item.name) ?? [];
    findings.push(...own);
    const count = received.get(item.name) ?? 0;
    const isPrivate = /\bprivate\b/.test(item.delivery ?? '') && !/\bbroadcast\b/.test(item.delivery ?? '');
    if (!count && isPrivate && !authenticated) {
      results.push(result(item.name, 'listen', 'skipped', 0, 'private event: needs an authenticated connection'));
      continue;
    }
    if (!count) {
      findings.push(
        finding({
          channel: 'socket',
          event: item.name,
          check: 'listen',
          kind: 'missing-event',
          path: '$',
          expected: `at least one "${item.name}" event (${item.delivery ?? 'delivery not stated'})`,
          actual: `none in ${options.seconds} s`,
          message: `Never received while listening${item.delivery === 'subscription' ? ' (subscribed)' : ''}`,
        }),
      );
      results.push(result(item.name, 'listen', 'warning', listened, 'never received'));
      continue;
    }
    results.push(
      result(
        item.name,
        'listen',
        own.some((entry) => entry.severity === 'violation') ? 'failed' : 'passed',
        listened,
        `${count} received`,
      ),
    );
  }
  // Known events outside --events are still validated; unknown events are always reported.
  for (const [event, own] of problems) {
    if (expected.some((item) => item.name === event)) continue;
    findings.push(...own);
    results.push(result(event, 'listen', 'failed', listened, `${received.get(event)} received`));
  }
  return { findings, results, events: received.size, document: options.asyncapi };
}

const LOGIN_NAME = (contract: SocketContract) => contract.login?.message.name ?? 'login';

/** Emits a client request with an acknowledgement and checks the reply against the contract. */
async function request(
  socket: Socket,
  contract: SocketContract,
  client: ClientRequest,
  payload: Json,
  timeoutMs: number,
  validate: (pointer: string, data: unknown) => { path: string; expected: string; actual: unknown; message: string }[],
): Promise<{ ok: boolean; status: CheckResult['status']; findings: Finding[]; durationMs: number; detail: string }> {
  const started = performance.now();
  const name = client.message.name;
  const findings: Finding[] = [];
  const check = name === LOGIN_NAME(contract) ? 'login' : 'subscribe';
  const base = { channel: 'socket' as const, event: name, check };
  const shown = check === 'login' ? '{"token": "***"}' : JSON.stringify(payload);
  if (!client.replies.length) {
    socket.emit(name, payload);
    return { ok: true, status: 'passed', findings, durationMs: performance.now() - started, detail: shown };
  }
  let reply: unknown;
  try {
    reply = await socket.timeout(timeoutMs).emitWithAck(name, payload);
  } catch {
    findings.push(
      finding({
        ...base,
        kind: 'timeout',
        path: '$',
        expected: `an acknowledgement within ${timeoutMs} ms`,
        actual: 'none',
        message: `No acknowledgement of "${name}" ${shown}`,
      }),
    );
    return { ok: false, status: 'failed', findings, durationMs: performance.now() - started, detail: shown };
  }
  const outcomes = client.replies.map((item) => ({ item, violations: validate(item.payloadPointer, reply) }));
  const match = outcomes.find((outcome) => !outcome.violations.length);
  if (!match) {
    const closest = outcomes.reduce((best, outcome) =>
      outcome.violations.length < best.violations.length ? outcome : best,
    );
    for (const violation of closest.violations) {
      findings.push(
        finding({
          ...base,
          event: closest.item.name,
          kind: 'schema',
          path: pointerToJsonPath(violation.path),
          expected: violation.expected,
          actual: violation.actual,
          message: `Acknowledgement of "${name}": ${violation.message}`,
        }),
      );
    }
  }
  const refused = (reply as { ok?: unknown } | undefined)?.ok === false;
  if (refused) {
    findings.push(
      finding({
        ...base,
        kind: 'socket-session',
        path: '$.ok',
        expected: 'ok true',
        actual: reply,
        message: `"${name}" ${shown} was refused`,
      }),
    );
  }
  return {
    ok: !refused && !!match,
    status: findings.length ? 'failed' : 'passed',
    findings,
    durationMs: performance.now() - started,
    detail: shown,
  };
}
