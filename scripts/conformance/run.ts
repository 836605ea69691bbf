/**
 * One conformance run: loads the contracts, logs in if asked, runs the HTTP checks of every selected operation
 * (a few at a time), then listens on the socket, and gathers everything into one report.
 */
import { existsSync } from 'node:fs';
import { listOperations, loadDocument, type Operation } from '@tradedesk/contract';
import { buildArguments, serializeRequest } from '@tradedesk/contract';
import { createResponseValidator } from '@tradedesk/contract';
import { branchesFor, branchOf } from './envelopes.ts';
import kitManifest from './package.json' with { type: 'json' };
import { dedupe, finding, type CheckResult, type Finding } from './findings.ts';
import { call, describeRequest } from './http-call.ts';
import { checkResponse, skipped, type HttpContext } from './http-checks.ts';
import { AUTH_CHECKS, authChecks, NEGATIVE_KINDS, negativeChecks } from './negative-checks.ts';
import { unheardPushes, watchPushes } from './effect-pushes.ts';
import { checkEffects, comparableReads, CONFIRMATIONS, readAll, snapshot } from './effects.ts';
import { pool } from './pool.ts';
import { createProgress, type Progress } from './progress.ts';
import { runSocketChecks } from './socket-checks.ts';
import { runExploration, type ExploreOptions } from './explore/run-explore.ts';
import { SCENARIOS } from './scenarios/index.ts';
import { runScenarios } from './scenarios/run-scenarios.ts';

export type ConformanceOptions = {
  target: string;
  /** socket.io URL; defaults to the target's origin. */
  socket?: string;
  token?: string;
  login?: { user: string; password: string };
  /** The second test account (--explore names one account's records with the other's token). */
  token2?: string;
  login2?: { user: string; password: string };
  tags?: string[];
  operations?: string[];
  events?: string[];
  includeWrites: boolean;
  reportDir: string;
  timeoutMs: number;
  maxBodyBytes: number;
  lang: string;
  socketSeconds: number;
  skipSocket: boolean;
  openapi: string;
  asyncapi: string;
  concurrency: number;
  /** Run the behaviour scenarios (they write: staging and test accounts only). */
  scenarios?: boolean;
  /** Only these scenarios (by name). */
  scenarioNames?: string[];
  /** Only the scenarios: no operation-by-operation checks and no socket listening. */
  onlyScenarios?: boolean;
  fundPassword?: string;
  codeFrom?: string;
  sandboxClock?: string;
  /** Perform each selected write and hold what it changes against its x-invalidates (test accounts only). */
  effects?: boolean;
  /** With effects: how long after a performed write its later effects may land (ms; default 2000). */
  settleMs?: number;
  /** Random sequences of writes by the two test accounts, held to rules any correct backend keeps. */
  explore?: ExploreOptions;
  /** Only the exploration: no operation-by-operation checks and no socket listening. */
  onlyExplore?: boolean;
};

export type Summary = {
  operations: number;
  scenarios?: number;
  events: number;
  checks: Record<CheckResult['status'], number>;
  violations: number;
  warnings: number;
  passed: boolean;
};

export type ConformanceReport = {
  tool: { name: string; version: string };
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  target: string;
  socket?: string;
  contracts: { openapi: string; asyncapi?: string };
  options: {
    tags?: string[];
    operations?: string[];
    events?: string[];
    includeWrites: boolean;
    effects: boolean;
    explore?: { runs: number; seed: number; maxSteps: number; path?: string };
    scenarios?: string[];
    lang: string;
    timeoutMs: number;
    maxBodyBytes: number;
    socketSeconds: number;
    auth: 'token' | 'login' | 'none';
  };
  summary: Summary;
  findings: Finding[];
  checks: CheckResult[];
};

/** Statuses that say the operation is not there at all: its other checks are skipped rather than repeated. */
const UNREACHABLE = [404, 405, 501];

/** An error of the kit itself: reported (and failing the run) so that the run still completes with its reports. */
function kitError(
  where: Pick<Finding, 'channel' | 'operationId' | 'event' | 'scenario' | 'check'>,
  error: unknown,
): Finding {
  return finding({
    ...where,
    kind: 'kit-error',
    path: '$',
    expected: 'the check to run',
    actual: (error as Error)?.stack ?? String(error),
    message: `The conformance kit failed here: ${(error as Error)?.message ?? String(error)}`,
  });
}

/** Writes that may end the session of the token in use (logout, login...). */
const endsSession = (operation: Operation) => operation.tag === 'auth' && operation.effect === 'write';

/** A problem with the options themselves (exit code 2, no report). */
export class ConfigurationError extends Error {}

/** The kit's own version (its package's), inlined when the kit is bundled for the contract pack. */
const VERSION = kitManifest.version;

function selectOperations(all: Operation[], options: Pick<ConformanceOptions, 'tags' | 'operations'>) {
  const tags = new Set(all.map((operation) => operation.tag));
  const unknownTags = (options.tags ?? []).filter((tag) => !tags.has(tag));
  if (unknownTags.length)
    throw new ConfigurationError(`Unknown tag(s): ${unknownTags.join(', ')}. Known: ${[...tags].join(', ')}`);
  const ids = new Set(all.map((operation) => operation.operationId));
  const unknownIds = (options.operations ?? []).filter((id) => !ids.has(id));
  if (unknownIds.length) throw new ConfigurationError(`Unknown operationId(s): ${unknownIds.join(', ')}`);
  return all.filter(
    (operation) =>
      (!options.tags?.length || options.tags.includes(operation.tag)) &&
      (!options.operations?.length || options.operations.includes(operation.operationId)),
  );
}

function selectScenarios(options: Pick<ConformanceOptions, 'scenarios' | 'scenarioNames'>) {
  if (!options.scenarios) return [];
  const names = new Set(SCENARIOS.map((scenario) => scenario.name));
  const unknown = (options.scenarioNames ?? []).filter((name) => !names.has(name));
  if (unknown.length)
    throw new ConfigurationError(`Unknown scenario(s): ${unknown.join(', ')}. Known: ${[...names].join(', ')}`);
  return SCENARIOS.filter(
    (scenario) => !options.scenarioNames?.length || options.scenarioNames.includes(scenario.name),
  );
}

async function logIn(context: HttpContext, all: Operation[], user: string, password: string) {
  const operation = all.find((candidate) => candidate.operationId === 'loginUser');
  if (!operation) throw new ConfigurationError('The contract has no loginUser operation for --login');
  const args = buildArguments(context.document, operation, context.lang);
  args.body = { ...args.body, user_string: user, password };
  const request = serializeRequest(operation, args);
  const answer = await call(context.target, request, context.limits);
  let body: unknown;
  if (answer.ok) {
    try {
      body = JSON.parse(answer.text);
    } catch {
      body = answer.text.slice(0, 200);
    }
  }
  const branch = answer.ok ? branchOf(branchesFor(context.document, operation, answer.status), body) : undefined;
  const token = (body as { message?: unknown } | undefined)?.message;
  if (branch?.success && typeof token === 'string' && token) return { token };
  return {
    finding: finding({
      channel: 'http',
      operationId: operation.operationId,
      check: 'login',
      kind: 'login-failed',
      path: '$',
      expected: '{"type": "ok", "message": "<token>"}',
      actual: answer.ok ? body : answer.detail,
      message: `--login ${user}:*** gave no token; secured operations are skipped`,
      request: describeRequest(request).replace(/password=[^&]*/, 'password=***'),
    }),
  };
}

export function summarize(findings: Finding[], checks: CheckResult[], operations: number, events: number): Summary {
  const count = (status: CheckResult['status']) => checks.filter((check) => check.status === status).length;
  const violations = findings.filter((item) => item.severity === 'violation').length;
  return {
    operations,
    events,
    checks: { passed: count('passed'), failed: count('failed'), warning: count('warning'), skipped: count('skipped') },
    violations,
    warnings: findings.length - violations,
    passed: violations === 0,
  };
}

export async function runConformance(
  options: ConformanceOptions,
  progressStream: NodeJS.WritableStream & { isTTY?: boolean; columns?: number } = process.stderr,
): Promise<ConformanceReport> {
  const started = new Date();
  if (!existsSync(options.openapi))
    throw new ConfigurationError(`No OpenAPI bundle at ${options.openapi}: run npm run generate`);
  const document = loadDocument(options.openapi);
  const all = listOperations(document);
  const selected = selectOperations(all, options);
  const operations = options.onlyScenarios || options.onlyExplore ? [] : selected;
  const scenarios = selectScenarios(options);
  const context: HttpContext = {
    document,
    validate: createResponseValidator(document),
    target: options.target,
    token: options.token,
    lang: options.lang,
    limits: { timeoutMs: options.timeoutMs, maxBodyBytes: options.maxBodyBytes },
    includeWrites: options.includeWrites,
  };
  const findings: Finding[] = [];
  const checks: CheckResult[] = [];
  const socketUrl = options.socket ?? new URL(options.target).origin;
  const skipSocket = options.skipSocket || !!options.onlyScenarios || !!options.onlyExplore;
  // every write selected but those that may end the session in use (logout, login...)
  const effectWrites = options.effects
    ? operations.filter((operation) => operation.effect === 'write' && !endsSession(operation))
    : [];
  const progress: Progress = createProgress(
    operations.length +
      (skipSocket ? 0 : 1) +
      (scenarios.length ? 1 : 0) +
      effectWrites.length +
      (options.explore ? 1 : 0),
    progressStream as never,
  );

  if (options.login) {
    const outcome = await logIn(context, all, options.login.user, options.login.password);
    if ('token' in outcome) {
      context.token = outcome.token;
      progress.log(`logged in as ${options.login.user}`);
    } else {
      findings.push(outcome.finding);
      progress.log(`login failed: ${JSON.stringify(outcome.finding.actual)}`);
    }
  }
  let token2 = options.token2;
  if (options.login2) {
    const outcome = await logIn(context, all, options.login2.user, options.login2.password);
    if ('token' in outcome) {
      token2 = outcome.token;
      progress.log(`logged in as ${options.login2.user} (the second account)`);
    } else {
      findings.push({ ...outcome.finding, check: 'login2' });
      progress.log(`second login failed: ${JSON.stringify(outcome.finding.actual)}`);
    }
  }

  const checkOperation = async (operation: Operation) => {
    const own: Finding[] = [];
    let state: string;
    try {
      const positive = await checkResponse(context, operation);
      own.push(...positive.findings);
      checks.push(positive.result);
      const unreachable = positive.findings.find(
        (item) =>
          item.kind === 'connection' ||
          item.kind === 'timeout' ||
          (item.kind === 'status' && UNREACHABLE.includes(item.actual as number)),
      );
      if (unreachable) {
        const detail = `the valid request already failed (${unreachable.kind} ${JSON.stringify(unreachable.actual)})`;
        for (const check of [...NEGATIVE_KINDS, ...(operation.secured ? AUTH_CHECKS : [])]) {
          checks.push(skipped(operation, check, detail));
        }
      } else {
        for (const part of [await negativeChecks(context, operation), await authChecks(context, operation)]) {
          own.push(...part.findings);
          checks.push(...part.results);
        }
      }
      const violations = own.filter((item) => item.severity === 'violation').length;
      state =
        positive.result.status === 'skipped'
          ? `skipped (${positive.result.detail})`
          : violations
            ? `${violations} violation(s)`
            : own.length
              ? `${own.length} warning(s)`
              : 'ok';
    } catch (error) {
      own.push(kitError({ channel: 'http', operationId: operation.operationId, check: 'response' }, error));
      state = 'kit error';
    }
    findings.push(...own);
    progress.tick(`http ${operation.operationId}`, state);
  };
  // Operations that may end the session of the token in use (logout, login...) run last, after the socket.
  const last = operations
    .filter(endsSession)
    .sort((a, b) => Number(a.operationId === 'logoutUser') - Number(b.operationId === 'logoutUser'));
  await pool(
    operations.filter((operation) => !endsSession(operation)),
    options.concurrency,
    checkOperation,
  );

  let events = 0;
  let asyncapi: string | undefined;
  if (!skipSocket) {
    try {
      const socket = await runSocketChecks({
        url: socketUrl,
        asyncapi: options.asyncapi,
        seconds: options.socketSeconds,
        events: options.events,
        token: context.token,
        http: context,
        log: progress.log,
      });
      findings.push(...socket.findings);
      checks.push(...socket.results);
      events = socket.events;
      asyncapi = socket.document;
      const violations = dedupe(socket.findings).filter((item) => item.severity === 'violation').length;
      progress.tick('socket', violations ? `${violations} violation(s)` : 'ok');
    } catch (error) {
      findings.push(kitError({ channel: 'socket', event: '*', check: 'listen' }, error));
      progress.tick('socket', 'kit error');
    }
  }
  /**
   * The pushes to an account, for --effects and --explore: heard on the socket, or with --no-socket expected where
   * the contract says they may come. A socket that does not answer excuses nothing: its own checks say so, and a
   * server that pushes nothing hides nothing.
   */
  const pushesOf = (token: string) =>
    options.skipSocket
      ? unheardPushes(options.asyncapi)
      : watchPushes(socketUrl, token, options.asyncapi, options.timeoutMs).catch(() => undefined);
  if (effectWrites.length) {
    if (!context.token) {
      for (const write of effectWrites) checks.push(skipped(write, 'effects', 'needs an account: --login or --token'));
      progress.tick('effects', 'skipped (no account)');
    } else {
      const pushes = await pushesOf(context.token);
      const effects = {
        ...context,
        concurrency: options.concurrency,
        confirmations: CONFIRMATIONS,
        settleMs: options.settleMs ?? 2000,
        pushes,
      };
      const reads = comparableReads(all, context.token);
      // what the server makes on a first look (a wallet row, a default) is made before the first "before"
      await readAll(effects, reads);
      let before = await snapshot(effects, reads);
      const movingSeen = new Set<string>();
      try {
        for (const write of effectWrites) {
          try {
            const outcome = await checkEffects(effects, write, reads, before, movingSeen);
            findings.push(...outcome.findings);
            checks.push(outcome.result);
            before = outcome.after;
            progress.tick(`effects ${write.operationId}`, outcome.result.status);
          } catch (error) {
            findings.push(kitError({ channel: 'http', operationId: write.operationId, check: 'effects' }, error));
            progress.tick(`effects ${write.operationId}`, 'kit error');
            before = await snapshot(effects, reads);
          }
        }
      } finally {
        pushes?.close();
      }
    }
  }
  if (options.explore) {
    if (!context.token) {
      checks.push({ channel: 'http', check: 'explore', status: 'skipped', durationMs: 0, detail: 'needs an account' });
      progress.tick('explore', 'skipped (no account)');
    } else {
      // what the server's own pushes name changed because of them (new mail, an announcement), as with --effects;
      // the socket is listened to unless --no-socket, --only-explore included
      const pushes = [await pushesOf(context.token), token2 ? await pushesOf(token2) : undefined] as const;
      try {
        const explored = await runExploration(
          {
            ...context,
            tokens: [context.token, token2],
            accountPushes: pushes,
            concurrency: options.concurrency,
            confirmations: CONFIRMATIONS,
            settleMs: 0,
          },
          all,
          selected,
          options.explore,
        );
        findings.push(...explored.findings);
        checks.push(explored.result);
        progress.tick('explore', explored.findings.length ? `${explored.findings[0].kind} found` : 'ok');
      } catch (error) {
        findings.push(kitError({ channel: 'http', check: 'explore' }, error));
        progress.tick('explore', 'kit error');
      }
      for (const watching of pushes) watching?.close();
    }
  }
  if (scenarios.length) {
    if (!context.token) {
      for (const scenario of scenarios)
        checks.push({
          channel: 'scenario',
          scenario: scenario.name,
          check: 'run',
          status: 'skipped',
          durationMs: 0,
          detail: 'needs an account: --login or --token',
        });
      progress.tick('scenarios', 'skipped (no account)');
    } else {
      try {
        const outcome = await runScenarios(
          {
            document,
            operations: new Map(all.map((operation) => [operation.operationId, operation])),
            target: options.target,
            socket: socketUrl,
            token: context.token,
            login: options.login?.user,
            lang: options.lang,
            limits: context.limits,
            fundPassword: options.fundPassword,
            codeFrom: options.codeFrom,
            sandboxClock: options.sandboxClock,
            log: progress.log,
          },
          scenarios,
        );
        findings.push(...outcome.findings);
        checks.push(...outcome.results);
        progress.tick('scenarios', outcome.findings.length ? `${outcome.findings.length} failed` : 'ok');
      } catch (error) {
        findings.push(kitError({ channel: 'scenario', scenario: '*', check: 'run' }, error));
        progress.tick('scenarios', 'kit error');
      }
    }
  }
  for (const operation of last) await checkOperation(operation);
  progress.done();

  const unique = dedupe(findings);
  const order = new Map(all.map((operation, index) => [operation.operationId, index]));
  const rank = (item: { channel: string; operationId?: string; event?: string }) =>
    item.channel === 'http' ? (order.get(item.operationId ?? '') ?? -1) : item.channel === 'socket' ? 100_000 : 200_000;
  // scenarios keep the order they ran in (a stable sort)
  unique.sort((a, b) => rank(a) - rank(b) || (a.event ?? '').localeCompare(b.event ?? ''));
  checks.sort((a, b) => rank(a) - rank(b));
  const finished = new Date();
  return {
    tool: { name: 'tradedesk-conformance', version: VERSION },
    startedAt: started.toISOString(),
    finishedAt: finished.toISOString(),
    durationMs: finished.getTime() - started.getTime(),
    target: options.target,
    socket: skipSocket ? undefined : socketUrl,
    contracts: { openapi: options.openapi, asyncapi },
    options: {
      tags: options.tags,
      operations: options.operations,
      events: options.events,
      includeWrites: options.includeWrites,
      effects: !!options.effects,
      explore: options.explore && {
        runs: options.explore.runs,
        seed: options.explore.seed,
        maxSteps: options.explore.maxSteps,
        path: options.explore.path,
      },
      scenarios: scenarios.map((scenario) => scenario.name),
      lang: options.lang,
      timeoutMs: options.timeoutMs,
      maxBodyBytes: options.maxBodyBytes,
      socketSeconds: options.socketSeconds,
      auth: options.token ? 'token' : options.login ? 'login' : 'none',
    },
    summary: { ...summarize(unique, checks, operations.length, events), scenarios: scenarios.length },
    findings: unique,
    checks,
  };
}
