/**
 * `--explore`: random sequences of the contract's writes by two test accounts, drawn and shrunk by fast-check
 * (engine.ts), every step held to rules true of any correct backend (oracles.ts):
 * - an answer, no 5xx, a status the operation declares and one of its envelopes;
 * - a refused call (a business error, a 422) changes no read of its account: the reads some explored write names in
 *   its x-invalidates, read before and after as --effects reads them (x-volatile left out, a read that changed read
 *   again to tell a change from an answer that moves by itself);
 * - no balance below zero in what the account reads;
 * - a transfer between one's own accounts keeps the coin's total over its two accounts, and a refused one moves
 *   neither balance;
 * - a record of one account (an order, a position, a withdrawal...) named by its id by the other is refused, and
 *   nothing the owner reads changes.
 * The first failure is shrunk to the shortest sequence that still fails and reported with it as curl lines, the
 * seed and the path that draw it again.
 */
import { serializeRequest, type BuiltRequest, type Operation } from '@tradedesk/contract';
import type { PushWatch } from '../effect-pushes.ts';
import {
  changedReads,
  comparableReads,
  differences,
  outcomeOf,
  readAll,
  type Answers,
  type EffectsContext,
} from '../effects.ts';
import { finding, type CheckResult, type Finding } from '../findings.ts';
import { call, describeRequest } from '../http-call.ts';
import { argumentsOf } from '../http-checks.ts';
import { BALANCE_READ, OWN_TRANSFERS, RECORD_ID } from './contract-facts.ts';
import { curlLine } from './curl.ts';
import { checkSequences } from './engine.ts';
import { answerRule, balanceChanges, bodyOf, negativeBalance, totalOf, type Broken } from './oracles.ts';
import { listOfRecords, rowIds } from './own-records.ts';
import { transferBalances } from './transfer-balances.ts';
import { exploreSequences, type Account, type CallStep, type ExploreStep, type ForeignStep } from './steps.ts';

export type ExploreOptions = {
  /** Sequences drawn (shrinking aside). */
  runs: number;
  seed: number;
  /** No sequence starts after this (ms). */
  timeLimitMs: number;
  /** Steps of a sequence at most. */
  maxSteps: number;
  /** A failure's path: draws that sequence alone. */
  path?: string;
};

/**
 * The reads' context of --effects, with the tokens of the two accounts (the second optional) and each account's
 * pushes: a read one of them names changed because of it, not of the call beside it.
 */
export type ExploreContext = Omit<EffectsContext, 'token' | 'pushes'> & {
  tokens: [string, string | undefined];
  accountPushes?: readonly [PushWatch | undefined, PushWatch | undefined];
};

type Sent = { request: BuiltRequest; account: Account };
type Failure = Broken & { operationId: string; request: BuiltRequest; sent: Sent[] };

export async function runExploration(
  context: ExploreContext,
  all: Operation[],
  selected: Operation[],
  options: ExploreOptions,
): Promise<{ findings: Finding[]; result: CheckResult }> {
  const started = performance.now();
  const { document, tokens } = context;
  const byOperationId = new Map(all.map((operation) => [operation.operationId, operation]));
  const lists = listOfRecords(byOperationId);
  const balanceRead = byOperationId.get(BALANCE_READ.operationId);
  // every selected write but those that end or change the session (logins, logouts, registrations)
  const writes = selected.filter((operation) => operation.effect === 'write' && operation.tag !== 'auth');
  const byId = selected.filter((operation) => lists.has(operation.operationId));
  const declared = new Set(writes.flatMap((write) => write.object['x-invalidates'] ?? []));
  const reads = comparableReads(all, tokens[0]).filter((read) => declared.has(read.operationId));
  const accounts = tokens[1] ? 2 : 1;
  if (!writes.length && !(byId.length && accounts === 2))
    return {
      findings: [],
      result: {
        channel: 'http',
        check: 'explore',
        status: 'skipped',
        durationMs: 0,
        detail: 'nothing to explore: no write among the selected operations (logins and logouts aside)',
      },
    };
  const tally = { calls: 0, performed: 0, refused: 0, foreign: 0 };
  const send = (request: BuiltRequest) => call(context.target, request, context.limits);
  /** What an account read after its last call, and when. */
  let lastRead: { account: Account; answers: Answers; at: number } | undefined;
  /** The reads that changed from `before` to `after` that no push of the account named since `since`. */
  const unexplained = async (account: Account, before: Answers, after: Answers, since: number) => {
    const { changed } = await changedReads(context, reads, before, after, tokens[account]);
    const pushes = context.accountPushes?.[account];
    const pushed = pushes?.namedSince(since);
    pushes?.excused(changed.filter((read) => pushed?.has(read)));
    return changed.filter((read) => !pushed?.has(read));
  };

  async function performCall(step: CallStep, sent: Sent[]): Promise<Failure | undefined> {
    const token = tokens[step.account];
    const operation = byOperationId.get(step.operationId);
    if (!token || !operation) return undefined;
    const args = argumentsOf(context, operation);
    for (const override of step.overrides)
      if (override.where === 'query') args.query[override.name] = override.value;
      else args.body = { ...args.body, [override.name]: override.value };
    const request = serializeRequest(operation, args, { token });
    const transfer = OWN_TRANSFERS[operation.operationId];
    // the account's reads after its previous call are its reads before this one, unless the other account called
    // between them; what the server did meanwhile on its own, its pushes name (from when they were read)
    const kept = lastRead?.account === step.account ? lastRead : undefined;
    const since = kept?.at ?? Date.now();
    const before = kept?.answers ?? (await readAll(context, reads, token));
    lastRead = undefined;
    const balancesBefore =
      transfer && args.body ? await transferBalances(context, balanceRead, token, transfer, args.body) : undefined;
    const answer = await send(request);
    tally.calls += 1;
    sent.push({ request, account: step.account });
    const id = operation.operationId;
    const fail = (broken: Broken): Failure => ({ ...broken, operationId: id, request, sent: [...sent] });
    const wrong = answerRule(document, operation, answer);
    if (wrong) return fail(wrong);
    const outcome = outcomeOf(document, operation, answer);
    if (outcome) tally[outcome] += 1;
    // without the socket, what may follow this write later is expected from now on (effect-pushes.ts)
    if (outcome === 'performed') context.accountPushes?.[step.account]?.performed(id);
    const afterAt = Date.now();
    const after = await readAll(context, reads, token);
    lastRead = { account: step.account, answers: after, at: afterAt };
    if (outcome === 'refused') {
      const changed = await unexplained(step.account, before, after, since);
      if (changed.length)
        return fail({
          kind: 'refusal-changed',
          path: '$',
          expected: `${changed[0]} unchanged: a refused call changes nothing`,
          actual: differences(before.get(changed[0]), after.get(changed[0])),
          message: `${id} was refused and still changed ${changed.join(', ')}`,
        });
    }
    const negative = negativeBalance(after);
    if (negative)
      return fail({
        kind: 'negative-balance',
        path: negative.path,
        expected: 'no balance below zero',
        actual: `${negative.read}: ${negative.value}`,
        message: `after ${id}, ${negative.read} shows a balance below zero`,
      });
    if (transfer && balancesBefore && outcome) {
      const balancesAfter = await transferBalances(context, balanceRead, token, transfer, args.body!);
      if (!balancesAfter) return undefined;
      const moved = balanceChanges(balancesBefore, balancesAfter);
      const pushes = context.accountPushes?.[step.account];
      const pushed = pushes?.namedSince(since).has(BALANCE_READ.operationId);
      if (outcome === 'refused' && pushed && moved.length) pushes?.excused([BALANCE_READ.operationId]);
      if (outcome === 'refused' && moved.length && !pushed)
        return fail({
          kind: 'refusal-changed',
          path: '$',
          expected: `${BALANCE_READ.operationId} unchanged: a refused transfer moves nothing`,
          actual: moved,
          message: `${id} was refused and still moved coin ${String(args.body![transfer.coin])}`,
        });
      const [total, totalAfter] = [totalOf(balancesBefore), totalOf(balancesAfter)];
      if (outcome === 'performed' && !total.eq(totalAfter))
        return fail({
          kind: 'transfer-total',
          path: '$',
          expected: `the coin's total over the two accounts kept: ${total.toFixed()}`,
          actual: [`total ${totalAfter.toFixed()}`, ...moved],
          message: `${id} between the account's own ${[...new Set(moved.map((line) => line.split('.')[0]))].join(' and ')} ${
            totalAfter.lt(total) ? 'lost' : 'made'
          } ${total.minus(totalAfter).abs().toFixed()} of coin ${String(args.body![transfer.coin])}`,
        });
    }
    return undefined;
  }

  async function performForeign(step: ForeignStep, sent: Sent[]): Promise<Failure | undefined> {
    const other: Account = step.owner === 0 ? 1 : 0;
    const [ownerToken, otherToken] = [tokens[step.owner], tokens[other]];
    const operation = byOperationId.get(step.operationId);
    const list = lists.get(step.operationId);
    if (!ownerToken || !otherToken || !operation || !list) return undefined;
    const listRequest = serializeRequest(list, argumentsOf(context, list), { token: ownerToken });
    const ids = rowIds(bodyOf(await send(listRequest)));
    if (!ids.length) return undefined;
    // where the id came from, in the reproduction
    sent.push({ request: listRequest, account: step.owner });
    lastRead = undefined;
    const record = ids[step.pick % ids.length];
    const since = Date.now();
    const before = await readAll(context, reads, ownerToken);
    const args = argumentsOf(context, operation);
    if (operation.parameters.some((parameter) => parameter.in === 'query' && parameter.name === RECORD_ID))
      args.query[RECORD_ID] = record;
    else args.body = { ...args.body, [RECORD_ID]: record };
    const request = serializeRequest(operation, args, { token: otherToken });
    const answer = await send(request);
    tally.calls += 1;
    tally.foreign += 1;
    sent.push({ request, account: other });
    const id = operation.operationId;
    const fail = (broken: Broken): Failure => ({ ...broken, operationId: id, request, sent: [...sent] });
    const wrong = answerRule(document, operation, answer);
    if (wrong) return fail(wrong);
    const whose = `record ${record} of account ${step.owner + 1} (from ${list.operationId})`;
    if (outcomeOf(document, operation, answer) === 'performed')
      return fail({
        kind: 'foreign-record',
        path: '$',
        expected: `a refusal: account ${other + 1} names ${whose}`,
        actual: bodyOf(answer),
        message: `${id} by account ${other + 1} answered with success on ${whose}`,
      });
    const after = await readAll(context, reads, ownerToken);
    const changed = await unexplained(step.owner, before, after, since);
    if (changed.length)
      return fail({
        kind: 'foreign-record',
        path: '$',
        expected: `what account ${step.owner + 1} reads unchanged`,
        actual: differences(before.get(changed[0]), after.get(changed[0])),
        message: `${id} by account ${other + 1} on ${whose} changed the owner's ${changed.join(', ')}`,
      });
    return undefined;
  }

  const outcome = await checkSequences({
    sequences: exploreSequences({
      document,
      writes,
      byId,
      sampleOf: (operation) => argumentsOf(context, operation),
      accounts,
      maxSteps: options.maxSteps,
    }),
    run: async (steps: ExploreStep[]) => {
      const sent: Sent[] = [];
      lastRead = undefined;
      for (const step of steps) {
        const failure = step.kind === 'call' ? await performCall(step, sent) : await performForeign(step, sent);
        if (failure) return failure;
      }
      return undefined;
    },
    runs: options.runs,
    seed: options.seed,
    timeLimitMs: options.timeLimitMs,
    path: options.path,
  });

  const findings: Finding[] = [];
  const replay = `--explore ${options.runs} --seed ${outcome.seed}`;
  if (outcome.failure) {
    const { failure, path } = outcome.failure;
    findings.push(
      finding({
        channel: 'http',
        operationId: failure.operationId,
        check: 'explore',
        kind: failure.kind,
        path: failure.path,
        expected: failure.expected,
        actual: failure.actual,
        message: `${failure.message} (request ${failure.sent.length} of the shrunk sequence; seed ${outcome.seed})`,
        request: describeRequest(failure.request),
        reproduction: [
          `# the shrunk sequence, on the accounts as exploration left them; TOKEN_1, TOKEN_2: their tokens (POST /user/login)`,
          ...failure.sent.map(({ request, account }) => curlLine(context.target, request, `TOKEN_${account + 1}`)),
          `# draw it again: ${replay} --explore-path ${path} (the same two accounts)`,
        ],
      }),
    );
  } else if (outcome.error !== undefined)
    findings.push(
      finding({
        channel: 'http',
        check: 'explore',
        kind: 'kit-error',
        path: '$',
        expected: 'the exploration to run',
        actual: (outcome.error as Error)?.stack ?? String(outcome.error),
        message: `The conformance kit failed while exploring: ${(outcome.error as Error)?.message ?? String(outcome.error)}`,
      }),
    );
  // a failing exploration is the check of the operation that failed (its finding sits under it in junit.xml)
  const failed = outcome.failure && byOperationId.get(outcome.failure.failure.operationId);
  const result: CheckResult = {
    channel: 'http',
    operationId: failed?.operationId,
    tag: failed?.tag ?? 'explore',
    check: 'explore',
    status: findings.length ? 'failed' : 'passed',
    durationMs: Math.round(performance.now() - started),
    detail:
      `${outcome.runs} sequence(s) of up to ${options.maxSteps} steps (${replay}), ${accounts} account(s): ` +
      `${tally.calls} calls, ${tally.performed} performed, ${tally.refused} refused, ` +
      `${tally.foreign} on a record of the other account` +
      (outcome.interrupted ? `; stopped at the time limit (${Math.round(options.timeLimitMs / 1000)} s)` : ''),
  };
  return { findings, result };
}
