/**
 * A property of the whole mock, checked with fast-check: random sequences of calls to every write operation of the
 * contract, by several users, with arguments drawn from the contract and mutated as an attacker or a careless
 * client would (hostile-requests.ts). After every call:
 * - no 5xx, and every answer is the contract's JSON envelope (never problem+json);
 * - nothing the contract refuses is accepted (a required field missing, a value it does not allow, a field twice,
 *   an undeclared one in a closed body, the wrong method, a secured call without a token), and no withdrawal
 *   address of markup or prototype names is taken;
 * - a refused call changes nothing in the sandbox's state (the clock stands still, so nothing else moves);
 * - no balance is negative, each is the sum of its ledger rows, and per coin the users and the exchange add up to
 *   zero (conservation.ts); the sandbox counted no contract violation;
 * - the state kept in MOCK_STATE_FILE's database, read as a restart reads it, is the state the sandbox holds: each
 *   call's changes were stored before it answered, whoever's rows it changed.
 * A failure prints its shrunk sequence as curl lines for `npm run mock`. The sequences are drawn, run and shrunk by
 * the engine of the conformance kit's `--explore` (checkSequences), which holds a live backend to the rules a
 * backend team can check from outside; this sweep holds the sandbox to those it can check from inside. The seed is
 * fixed; `FUZZ_RUNS=2000` (and `FUZZ_SEED`) make it a longer soak.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { checkSequences } from '@tradedesk/conformance';
import { loadDocument } from '@tradedesk/contract';
import { keptStateReader, type SandboxState, type UserState } from '@tradedesk/mock-server/testing';
import { conservationProblems } from './conservation.ts';
import { FUND_PASSWORD, useSandbox } from './harness.ts';
import { curlLine, send, writeOperations, type HostileRequest, type StepPlan } from './hostile-requests.ts';

const USERS = 3;
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const keptIn = mkdtempSync(join(tmpdir(), 'tradedesk-fuzz-state-'));
const STATE_FILE = join(keptIn, 'state.db');
const sandbox = useSandbox({ ticksPerSecond: 0.001, frozenClock: true, stateFile: STATE_FILE });
let kept: ReturnType<typeof keptStateReader> | undefined;
afterAll(() => {
  kept?.close();
  rmSync(keptIn, { recursive: true, force: true });
});
const contract = writeOperations(loadDocument());

/** Where `address` is an address on a chain (elsewhere, e.g. a bank card's, it is a postal address, free text). */
const CHAIN_ADDRESSES = new Set(['/wallet/out', '/user/wallet/save']);

type Outcome = { request: HostileRequest; status: number; answer: string };

/**
 * Where two states differ (JSON paths, the first few), as their JSON would: a property holding undefined is one
 * missing. The exchange's catalogues (`$.shared.<domain>`: products, auctions, traders) are made when first looked
 * at, by any call: one appearing is not a change a call made. Walked once, without writing either state as JSON
 * at each level: the state is compared after every call of every sequence.
 */
function changedPaths(before: unknown, after: unknown, path = '$', found: string[] = []): string[] {
  if (found.length >= 5 || before === after) return found;
  if (before === undefined && /^\$\.shared\.[^.]+$/.test(path)) return found;
  const bothObjects = !!before && !!after && typeof before === 'object' && typeof after === 'object';
  // two values that are not both objects differ as their JSON does (-0 and 0, NaN and null read alike)
  if (!bothObjects && JSON.stringify(before) === JSON.stringify(after)) return found;
  if (!bothObjects || Array.isArray(before) !== Array.isArray(after)) {
    found.push(`${path}: ${JSON.stringify(before)?.slice(0, 80)} -> ${JSON.stringify(after)?.slice(0, 80)}`);
    return found;
  }
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of keys)
    changedPaths(
      (before as Record<string, unknown>)[key],
      (after as Record<string, unknown>)[key],
      `${path}.${key}`,
      found,
    );
  return found;
}

/** Where the state a restart would read differs from the state the sandbox holds. */
function unkeptPaths(state: SandboxState): string[] {
  kept ??= keptStateReader(STATE_FILE);
  const { clock: _written, ...restarted } = kept.read() ?? {};
  return changedPaths(state, restarted);
}

/** What went wrong with one call, in words; undefined when every rule held. */
function brokenRule(outcome: Outcome, accepted: boolean, stateChanged: string[], problems: string[], unkept: string[]) {
  const { request, status } = outcome;
  if (status >= 500) return `answered HTTP ${status}`;
  if (!outcome.answer) return 'answered something other than the JSON envelope';
  if (accepted && request.invalid) return 'accepted a request the contract refuses';
  if (accepted && CHAIN_ADDRESSES.has(request.path) && request.hostileFields.includes('address'))
    return 'accepted a hostile withdrawal address';
  if (!accepted && stateChanged.length) return `refused the request, yet changed the state: ${stateChanged.join('; ')}`;
  if (problems.length) return `broke the money rules: ${problems.slice(0, 3).join('; ')}`;
  if (unkept.length) return `answered before storing its changes (a restart would read): ${unkept.join('; ')}`;
  return undefined;
}

/** What a call may accept only with the secrets a real user holds: a code just sent, a fund password set. */
function secretsRule(plan: StepPlan, filled: boolean, accepted: boolean, user: UserState | undefined) {
  if (!accepted || plan.user === 'none') return undefined;
  const keptCode = plan.fields.code === undefined;
  if (CODE_GUARDED.has(plan.operationId) && keptCode && !filled)
    return 'accepted a verification code it never sent (the example code of the contract)';
  if (plan.operationId === 'submitWithdrawal' && plan.user === WITHOUT_SECRETS && !hasFundPassword(user))
    return 'accepted a withdrawal from an account without a fund password';
  return undefined;
}

const hasFundPassword = (user: UserState | undefined) =>
  Boolean((user?.slices.profile as { payPassword?: string } | undefined)?.payPassword);

const post = (path: string, form: Record<string, string>, token?: string) =>
  fetch(`${sandbox.url}/api${path}?lang=en`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(token ? { Authorization: token } : {}) },
    body: new URLSearchParams(form),
  }).then((answer) => answer.json() as Promise<{ type: string; message: string }>);

/** A new code for the purpose, sent to the user's own e-mail address, read from the outbox as a developer would. */
async function freshCode(login: string, purpose: string, token: string): Promise<string> {
  await post('/sms_mail', { user_string: login, type: purpose }, token);
  const [newest] = (await sandbox.control.outbox(login)).filter((message) => message.purpose === purpose);
  return newest.code;
}

/**
 * The secrets a real client holds and the contract's examples cannot: a code just sent to the user, the fund
 * password the user set. Filled in where the call keeps the field as the example has it, so that a withdrawal can
 * be accepted and what it accepts is checked.
 */
const CODE_PURPOSES: Record<string, string> = { submitWithdrawal: 'withdraw', setFundPasswordWithCode: 'safe' };

/** Operations a code guards: a code the sandbox never sent must never pass them. */
const CODE_GUARDED = new Set([
  'registerUser',
  'resetPassword',
  'checkEmailCode',
  'setFundPasswordWithCode',
  'bindPhone',
  'submitWithdrawal',
]);
/** The third user never sets a fund password: it sends the contract's example one (its codes it reads). */
const WITHOUT_SECRETS = USERS - 1;

async function withSecrets(request: HostileRequest, plan: StepPlan, login: string, token: string, fund: boolean) {
  const purpose = CODE_PURPOSES[plan.operationId];
  if (!purpose || !request.body || !('form' in request.body) || plan.fields.code || plan.fields.pay_password)
    return request;
  const code = await freshCode(login, purpose, token);
  const form = request.body.form.map(([name, value]): [string, string | Blob] =>
    name === 'code' ? [name, code] : name === 'pay_password' && fund ? [name, FUND_PASSWORD] : [name, value],
  );
  return { ...request, body: { form } };
}

async function runSequence(plans: StepPlan[]): Promise<{ failure?: string; outcomes: Outcome[] }> {
  await sandbox.control.reset();
  const users: Array<{ login: string; token: string }> = [];
  for (let index = 0; index < USERS; index += 1) {
    const login = `fuzz${index + 1}@example.com`;
    const { message: token } = await post('/user/login', { user_string: login, password: 'secret123' });
    // as the app does after a login: what fell due for the account settles on its first call
    await fetch(`${sandbox.url}/api/user/info?lang=en`, { headers: { Authorization: token } });
    if (index !== WITHOUT_SECRETS) {
      const code = await freshCode(login, 'safe', token);
      await post('/safe/update_password', { password: FUND_PASSWORD, re_password: FUND_PASSWORD, code }, token);
    }
    users.push({ login, token });
  }
  const outcomes: Outcome[] = [];
  // the state read in this process (GET /__sandbox/state gives the same, slower)
  const snapshot = () => sandbox.mock.emitter.sandbox.snapshot();
  let before = snapshot();
  for (const plan of plans) {
    const user = plan.user === 'none' ? undefined : users[plan.user];
    const planned = contract.request(plan);
    const fund = plan.user !== WITHOUT_SECRETS;
    const request = user ? await withSecrets(planned, plan, user.login, user.token, fund) : planned;
    // sending the code changed the state (the outbox) before the call
    if (request !== planned) before = snapshot();
    const tokens = users.map((entry) => entry.token);
    const answer = await send(sandbox.url, request, request.user === 'none' ? undefined : tokens[request.user]);
    const envelope = answer.json as { type?: unknown; code?: unknown } | undefined;
    const isEnvelope =
      /^application\/json/.test(answer.contentType) && !!envelope && ('type' in envelope || 'code' in envelope);
    outcomes.push({ request, status: answer.status, answer: isEnvelope ? answer.text.slice(0, 300) : '' });
    const accepted = answer.status === 200 && (envelope?.type === 'ok' || envelope?.code === 1);
    const state = snapshot();
    const changed = accepted ? [] : changedPaths(before, state);
    const failure =
      brokenRule(
        outcomes.at(-1)!,
        accepted,
        changed,
        conservationProblems(state),
        // a refused call changed nothing (checked above), so nothing it could have failed to store
        accepted ? unkeptPaths(state) : [],
      ) ?? secretsRule(plan, request !== planned, accepted, state.users[state.tokens[tokens[plan.user as number]]]);
    if (failure) return { failure, outcomes };
    before = state;
  }
  return { outcomes };
}

function report(plans: StepPlan[], failure: string, outcomes: Outcome[]): string {
  const last = outcomes.at(-1)!;
  return [
    `the sandbox ${failure} (call ${outcomes.length} of ${plans.length}); the sequence, shrunk, for npm run mock`,
    `(log in as fuzz1@example.com, fuzz2@example.com, fuzz3@example.com with password secret123, set TOKEN_1..3,`,
    `give the first two the fund password ${FUND_PASSWORD} with a "safe" code from GET /__sandbox/outbox; codes`,
    `below were sent just before their call, send new ones; the third has no fund password):`,
    ...outcomes.map((outcome) => curlLine(outcome.request)),
    `the last answer: HTTP ${last.status} ${last.answer}`,
  ].join('\n');
}

describe('every write operation of the contract, called as an attacker would', () => {
  it('never answers 5xx, accepts nothing the contract refuses, changes nothing when it refuses, loses no money', async () => {
    // the engine of the conformance kit's --explore: it keeps what went wrong on the shrunk sequence
    const outcome = await checkSequences({
      sequences: fc.array(contract.step(USERS), { minLength: 1, maxLength: 30 }),
      run: async (plans) => {
        const ran = await runSequence(plans);
        return ran.failure === undefined ? undefined : { failure: ran.failure, outcomes: ran.outcomes };
      },
      runs: RUNS,
      seed: SEED,
      // the sweep of every single thing done wrong to every operation runs first, then random sequences
      examples: contract.sweep(USERS),
    });
    if (outcome.failure) {
      // a failing call of the sweep (whose sequences fast-check cannot shrink) is shown alone when it fails alone:
      // the clock stands still, so the call alone, run again, fails the same way if it fails by itself
      let { steps: plans, failure: shrunk } = outcome.failure;
      const alone = [plans[shrunk.outcomes.length - 1]];
      const again = await runSequence(alone);
      if (again.failure) [plans, shrunk] = [alone, { failure: again.failure, outcomes: again.outcomes }];
      throw new Error(
        `${report(plans, shrunk.failure, shrunk.outcomes)}\n(seed ${SEED}, path ${outcome.failure.path})`,
      );
    }
    if (outcome.error !== undefined) throw new Error(String(outcome.error));
    expect(outcome.runs).toBeGreaterThanOrEqual(RUNS);
    expect((await sandbox.control.stats()).violations).toBe(0);
  }, 120_000);

  it('draws from every write operation of the contract', () => {
    const drawn = new Set(
      fc.sample(contract.step(USERS), { numRuns: 3000, seed: SEED }).map((plan) => plan.operationId),
    );
    expect([...drawn].sort()).toEqual(contract.operations.map((operation) => operation.operationId).sort());
  });
});
