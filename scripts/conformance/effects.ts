/**
 * `--effects`: what each write changes on the server, held against what the contract says it changes. For each
 * write, every read the account can read is read before and after it (the parts the contract marks `x-volatile`
 * left out, scripts/contract/volatile.ts); a read that changed is read again to tell a change from an answer that
 * moves by itself. Then:
 * - a write the server performed may change only the reads its `x-invalidates` names (`undeclared-effect`): the
 *   server changes more than the contract says, or the contract is incomplete, and a client that trusts it shows
 *   stale data;
 * - a write the server refused (a business error or a 422) changes nothing at all (`refusal-changed`);
 * - a read that moves with no write and is not marked `x-volatile` is a warning (`moves-unmarked`): the contract
 *   should say so.
 * What a performed write brings a moment later (an agent's reply, a fill) is its effect too: after it the kit waits
 * `settleMs` (`--settle-seconds`, 2 by default) and reads again, holding what changed then against the same list, and
 * the next write starts from there. The writes run one at a time, each with the request the kit builds from the
 * contract, on the test account. Without the socket, what a push may have changed is not judged (effect-pushes.ts).
 */
import {
  isVolatileRead,
  serializeRequest,
  stableAnswer,
  type OpenApiDocument,
  type Operation,
} from '@tradedesk/contract';
import { branchesFor, branchOf } from './envelopes.ts';
import { finding, type CheckResult, type Finding } from './findings.ts';
import type { PushWatch } from './effect-pushes.ts';
import { call, describeRequest, type CallLimits } from './http-call.ts';
import { argumentsOf } from './http-checks.ts';
import { pool } from './pool.ts';

export type EffectsContext = {
  document: OpenApiDocument;
  target: string;
  token?: string;
  lang: string;
  limits: CallLimits;
  /** Reads at once. */
  concurrency: number;
  /** How many times a read that changed is read again to tell a change from an answer that moves by itself. */
  confirmations: number;
  /** How long after a performed write its later effects may still land (ms). */
  settleMs: number;
  /** The server's pushes: a read one of them names changed because of it, not of the write beside it. */
  pushes?: PushWatch;
};

/** The reads' answers at an instant: `at` is when reading them started. */
export type Snapshot = { answers: Answers; at: number };

export async function snapshot(context: EffectsContext, reads: Operation[]): Promise<Snapshot> {
  const at = Date.now();
  return { answers: await readAll(context, reads), at };
}

/** What each read answered, its moving parts left out, as text: equal texts, equal answers. */
export type Answers = Map<string, string>;

/** How the check tells a change a push names: heard with it, or not judged when the kit cannot hear the socket. */
const pushedChange = (read: string, event: string, pushes: PushWatch) =>
  pushes.heard
    ? `${read} with a ${event} push`
    : `${read} not judged: a ${event} push may have changed it, unheard without the socket`;

/** Read again this many times (3 by default) a read that changed. */
export const CONFIRMATIONS = 3;

/** The reads compared: every read whose whole answer does not move on its own, the secured ones with a token. */
export const comparableReads = (operations: Operation[], token: string | undefined): Operation[] =>
  operations.filter(
    (operation) => operation.effect === 'read' && !isVolatileRead(operation) && (!operation.secured || !!token),
  );

/** One answer of a read, what moves on its own left out; a failed exchange is a text of its own. */
async function readOnce(context: EffectsContext, read: Operation, token = context.token): Promise<string> {
  const request = serializeRequest(read, argumentsOf(context, read), { token });
  const answer = await call(context.target, request, context.limits);
  if (!answer.ok) return `(${answer.kind})`;
  try {
    return `${answer.status} ${JSON.stringify(stableAnswer(context.document, read, JSON.parse(answer.text)))}`;
  } catch {
    return `${answer.status} ${answer.text}`;
  }
}

export async function readAll(context: EffectsContext, reads: Operation[], token = context.token): Promise<Answers> {
  const answers: Answers = new Map();
  await pool(reads, context.concurrency, async (read) => {
    answers.set(read.operationId, await readOnce(context, read, token));
  });
  return answers;
}

/**
 * The reads whose answers differ from `before` to `after`, each read again `confirmations` times: one that keeps a
 * new answer changed (a change that lands a moment later counts, and its newest answer replaces the one in
 * `after`); one whose answer changes twice or more with nothing written moves by itself (`moving`).
 */
export async function changedReads(
  context: EffectsContext,
  reads: Operation[],
  before: Answers,
  after: Answers,
  token = context.token,
): Promise<{ changed: string[]; moving: string[] }> {
  const changed: string[] = [];
  const moving: string[] = [];
  for (const read of reads) {
    const id = read.operationId;
    if (before.get(id) === after.get(id)) continue;
    let moves = 0;
    for (let round = 0; round < context.confirmations && moves < 2; round += 1) {
      const again = await readOnce(context, read, token);
      if (again !== after.get(id)) {
        moves += 1;
        after.set(id, again);
      }
    }
    if (moves >= 2) moving.push(id);
    else if (after.get(id) !== before.get(id)) changed.push(id);
  }
  return { changed, moving };
}

/**
 * How the server took a write: performed (its success envelope), refused (a business error envelope, a 422), or
 * neither (no answer, a 5xx, the session envelope 999: the write never reached the account).
 */
export function outcomeOf(
  document: OpenApiDocument,
  write: Operation,
  answer: Awaited<ReturnType<typeof call>>,
): 'performed' | 'refused' | undefined {
  if (!answer.ok) return undefined;
  if (answer.status === 422) return 'refused';
  if (answer.status !== 200) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return undefined;
  }
  if (branchOf(branchesFor(document, write, answer.status), body)?.success) return 'performed';
  const marker = (body as { type?: unknown } | null)?.type;
  if (typeof marker !== 'string' || marker === '999') return undefined;
  return 'refused';
}

/** What differs between two answers of a read, as `path: before -> after` lines (the first few). */
export function differences(before: string | undefined, after: string | undefined, limit = 5): string[] {
  const parse = (text: string | undefined): unknown => {
    const json = text?.slice(text.indexOf(' ') + 1);
    try {
      return JSON.parse(json ?? '');
    } catch {
      return text;
    }
  };
  const found: string[] = [];
  const walk = (a: unknown, b: unknown, path: string) => {
    if (found.length >= limit || JSON.stringify(a) === JSON.stringify(b)) return;
    if (a && b && typeof a === 'object' && typeof b === 'object') {
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)]))
        walk(
          (a as Record<string, unknown>)[key],
          (b as Record<string, unknown>)[key],
          Array.isArray(a) ? `${path}[${key}]` : `${path}.${key}`,
        );
    } else found.push(`${path}: ${JSON.stringify(a) ?? '(absent)'} -> ${JSON.stringify(b) ?? '(absent)'}`);
  };
  walk(parse(before), parse(after), '$');
  return found;
}

/** The reads a write says it changes. */
const declaredOf = (write: Operation): string[] => write.object['x-invalidates'] ?? [];

/**
 * Performs one write with the kit's request and reports what it changed against what the contract says; `start`
 * holds the reads' answers just before, and those after it are returned for the next write to start from.
 */
export async function checkEffects(
  context: EffectsContext,
  write: Operation,
  reads: Operation[],
  start: Snapshot,
  movingSeen: Set<string>,
): Promise<{ findings: Finding[]; result: CheckResult; after: Snapshot }> {
  const before = start.answers;
  const started = performance.now();
  const request = serializeRequest(write, argumentsOf(context, write), { token: context.token });
  const answer = await call(context.target, request, context.limits);
  const outcome = outcomeOf(context.document, write, answer);
  let after = await snapshot(context, reads);
  const { changed, moving } = await changedReads(context, reads, before, after.answers);
  if (outcome === 'performed' && context.settleMs > 0) {
    await new Promise((resolve) => setTimeout(resolve, context.settleMs));
    const settled = await snapshot(context, reads);
    const later = await changedReads(context, reads, after.answers, settled.answers);
    changed.push(...later.changed.filter((read) => !changed.includes(read)));
    moving.push(...later.moving.filter((read) => !moving.includes(read)));
    after = settled;
  }
  if (outcome === 'performed') context.pushes?.performed(write.operationId);
  const pushed = context.pushes?.namedSince(start.at) ?? new Map<string, string>();
  const findings: Finding[] = [];
  for (const read of moving) {
    if (movingSeen.has(read) || pushed.has(read)) continue;
    movingSeen.add(read);
    findings.push(
      finding({
        channel: 'http',
        operationId: read,
        check: 'effects',
        kind: 'moves-unmarked',
        path: '$',
        expected: 'the same answer when nothing was written, or x-volatile on what moves',
        actual: `differed between two reads with no write between them (seen around ${write.operationId})`,
        message: `${read} answers differently with nothing written; mark what moves with x-volatile in the contract`,
      }),
    );
  }
  const declared = new Set(declaredOf(write));
  const judged = outcome === 'performed' ? changed.filter((read) => !declared.has(read)) : outcome ? changed : [];
  const blamed = judged.filter((read) => !pushed.has(read));
  const excused = judged.filter((read) => pushed.has(read));
  context.pushes?.excused(excused);
  // a heard push is worth telling beside any change it names; an unheard one only where it kept a read from judgement
  const told = context.pushes?.heard ? changed.filter((read) => pushed.has(read)) : excused;
  for (const read of blamed)
    findings.push(
      finding({
        channel: 'http',
        operationId: write.operationId,
        check: 'effects',
        kind: outcome === 'performed' ? 'undeclared-effect' : 'refusal-changed',
        path: '$',
        expected:
          outcome === 'performed'
            ? `${read} unchanged: the x-invalidates of ${write.operationId} does not name it`
            : `${read} unchanged: a refused write changes nothing`,
        actual: differences(before.get(read), after.answers.get(read)),
        message:
          outcome === 'performed'
            ? `${write.operationId} changed ${read}, which its x-invalidates does not name`
            : `${write.operationId} was refused and still changed ${read}`,
        request: describeRequest(request),
      }),
    );
  const detail =
    outcome === undefined
      ? `not judged: the write was neither performed nor refused (${answer.ok ? `HTTP ${answer.status}` : answer.kind}); ${describeRequest(request)}`
      : `${outcome}; changed ${changed.length ? changed.join(', ') : 'nothing a read shows'}${
          told.length
            ? ` (${told.map((read) => pushedChange(read, pushed.get(read)!, context.pushes!)).join(', ')})`
            : ''
        }; ${describeRequest(request)}`;
  const violations = findings.some((item) => item.severity === 'violation');
  const result: CheckResult = {
    channel: 'http',
    operationId: write.operationId,
    tag: write.tag,
    check: 'effects',
    status: outcome === undefined ? 'skipped' : violations ? 'failed' : findings.length ? 'warning' : 'passed',
    durationMs: Math.round(performance.now() - started),
    detail,
  };
  return { findings, result, after };
}
