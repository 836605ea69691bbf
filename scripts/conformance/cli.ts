#!/usr/bin/env node
/**
 * `npm run conformance -- --target <base URL> [options]`: checks a live backend against the contracts and
 * writes report.json, junit.xml and index.html. Exit code 0 only with no violations (1 with violations,
 * 2 when the options are wrong).
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_BUNDLE } from '@tradedesk/contract';
import { writeHtmlReport } from './reports/html.ts';
import { writeJsonReport } from './reports/json.ts';
import { writeJunitReport } from './reports/junit.ts';
import { summaryText } from './reports/summary.ts';
import { ConfigurationError, runConformance, type ConformanceOptions } from './run.ts';

export const DEFAULT_ASYNCAPI = new URL('../../asyncapi/dist/asyncapi.yaml', import.meta.url).pathname;

/**
 * How the user started the kit: the pack's command (its bin, written into the bundle by pack/kit-bundle.ts) or, in
 * this repository, the npm script.
 */
declare const __KIT_COMMAND__: string | undefined;
const COMMAND = typeof __KIT_COMMAND__ === 'string' ? __KIT_COMMAND__ : 'npm run conformance --';

export const USAGE = `Conformance kit: checks a live backend (HTTP and socket) against the bundled OpenAPI and AsyncAPI contracts.

Usage: ${COMMAND} --target <base URL> [options]

  --target <url>          Base URL the contract's paths are appended to (required), e.g.
                          https://staging.example.com/api, or http://127.0.0.1:4010 for the Prism mock.
  --socket <url>          socket.io server (default: the target's origin).
  --token <token>         Session token for secured operations (sent raw in Authorization).
  --login <user>:<pass>   Log in with loginUser (POST /user/login) and use the token it returns.
                          Without --token or --login, secured operations are skipped.
  --tags <a,b>            Only operations with these tags.
  --operations <id1,id2>  Only these operationIds.
  --events <e1,e2>        Only these socket events are expected (others of the contract are not reported
                          as never seen; events the contract does not know are still reported).
  --include-writes        Also run operations that change state (x-effect: write: orders, withdrawals,
                          purchases, logout...), including their negative and auth checks.
                          For a staging server with a test account only, never production.
  --effects               Also perform each selected write on the test account (logins and logouts aside) and
                          read every read before and after it: a write the server performed may change only
                          the reads its x-invalidates names, a refused one (business error, 422) nothing;
                          what the contract marks x-volatile is left out. Changes state: for a staging
                          server with a test account only, never production. Needs --login or --token.
  --explore <runs>        Also explore: <runs> random sequences (fast-check) of the selected writes, each of up
                          to --explore-steps calls by one or the other test account, with the contract's sample
                          arguments, values at its schemas' edges and amounts scaled far up and down, and calls
                          naming one account's records (orders, positions, withdrawals) by id with the other's
                          token. Every call is held to rules any correct backend keeps: no 5xx, only the
                          contract's envelopes, a refused call changes nothing the account reads, no balance below
                          zero, a transfer between one's own accounts keeps the coin's total, another account's
                          record is never read or changed by id. The first failure is shrunk to its shortest
                          sequence and reported as curl lines with the seed and path that draw it again.
                          Moves money and places orders: for a staging server with test accounts only, never
                          production. Needs --login or --token; the records' rule needs a second account.
  --seed <n>              With --explore: the seed of the sequences (default: one from the clock, in the report);
                          the same seed on the same backend state draws the same sequences.
  --explore-seconds <s>   With --explore: no new sequence after this time, shrinking included (default 600).
  --explore-steps <n>     With --explore: calls in a sequence at most (default 8).
  --explore-path <path>   With --explore and --seed: draw only the sequence of a finding's path (its report says).
  --only-explore          With --explore: no operation-by-operation checks and no socket listening.
  --login2 <user>:<pass>  The second test account, for --explore (or --token2 <token>). Against the project's
                          mock any new login is an account of its own: --login a@example.com:secret123
                          --login2 b@example.com:secret123.
  --token2 <token>        The second test account's session token (instead of --login2).
  --settle-seconds <s>    With --effects: how long after a performed write its later effects (an agent's
                          reply, a fill) may still land; they are held against the same list (default 2).
  --scenarios             Also run the behaviour scenarios: transfers, conversions, orders, positions, an option,
                          purchases, favourites, addresses, nickname, each step checked against what the
                          backend's own answers say. They move money and place orders on the account:
                          for a staging server with a test account only, never production. Need --login or --token.
  --scenario <a,b>        Only these scenarios (with --scenarios).
  --only-scenarios        With --scenarios: no operation-by-operation checks and no socket listening.
  --fund-password <p>     The test account's fund password (the withdrawal scenario; skipped without it).
  --code-from <url>       Where the codes sent by mail can be read (GET <url>?to=<login>: a JSON list, newest
                          first, of {to, purpose, code}, as the sandbox's /__sandbox/outbox answers); without it
                          the steps that need a code are skipped ("needs a code from the mail").
  --sandbox-clock <url>   The project's sandbox only: moves its clock (POST <url>/__sandbox/clock) instead of
                          waiting for an option's period to pass.
  --report <folder>       Where to write report.json, junit.xml and index.html (default conformance-report).
  --timeout <seconds>     Time limit per request, whole body included (default 15).
  --max-body-mb <MB>      Body size cap per answer (default 5).
  --lang <code>           The lang parameter sent on every request (default en).
  --socket-seconds <s>    How long to listen on the socket (default 10).
  --no-socket             Skip the socket checks.
  --concurrency <n>       Operations checked at the same time (default 4).
  --openapi <file>        OpenAPI bundle (default openapi/dist/openapi.yaml).
  --asyncapi <file>       AsyncAPI bundle (default asyncapi/dist/asyncapi.yaml).
  -h, --help              This text.

Exit code: 0 no violations, 1 violations found, 2 wrong options.
Progress goes to stderr (a live bar on a terminal, plain lines when piped or with CI=true); the summary to stdout.`;

function number(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0)
    throw new ConfigurationError(`--${name} wants a positive number, got ${value}`);
  return parsed;
}

const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** `<user>:<password>` of --login or --login2. */
function credentials(value: string | undefined, name: string): ConformanceOptions['login'] {
  if (value === undefined) return undefined;
  const colon = value.indexOf(':');
  if (colon < 1) throw new ConfigurationError(`--${name} wants <user>:<password>`);
  return { user: value.slice(0, colon), password: value.slice(colon + 1) };
}

const EXPLORE_ONLY = ['seed', 'explore-seconds', 'explore-steps', 'explore-path', 'only-explore'] as const;

/** --explore and the options that go with it. */
function exploreOptions(values: Record<string, string | boolean | undefined>): ConformanceOptions['explore'] {
  if (values.explore === undefined) {
    const alone = EXPLORE_ONLY.filter((name) => values[name] !== undefined && values[name] !== false);
    if (alone.length)
      throw new ConfigurationError(
        `--${alone[0]} needs --explore: exploration moves money and places orders, for a staging server with test accounts only, never production`,
      );
    return undefined;
  }
  const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed);
  if (!Number.isSafeInteger(seed))
    throw new ConfigurationError(`--seed wants a whole number, got ${String(values.seed)}`);
  if (values['explore-path'] !== undefined && values.seed === undefined)
    throw new ConfigurationError('--explore-path needs the --seed it was found with');
  return {
    runs: Math.round(number(values.explore as string, 'explore', 100)),
    seed,
    timeLimitMs: Math.round(number(values['explore-seconds'] as string | undefined, 'explore-seconds', 600) * 1000),
    maxSteps: Math.round(number(values['explore-steps'] as string | undefined, 'explore-steps', 8)),
    path: values['explore-path'] as string | undefined,
  };
}

/** The options of a run from the command line; undefined when only help was asked for. */
export function parseOptions(argv: string[]): (ConformanceOptions & { help?: false }) | { help: true } {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      allowPositionals: false,
      options: {
        target: { type: 'string' },
        socket: { type: 'string' },
        token: { type: 'string' },
        login: { type: 'string' },
        tags: { type: 'string' },
        operations: { type: 'string' },
        events: { type: 'string' },
        'include-writes': { type: 'boolean', default: false },
        effects: { type: 'boolean', default: false },
        'settle-seconds': { type: 'string' },
        explore: { type: 'string' },
        seed: { type: 'string' },
        'explore-seconds': { type: 'string' },
        'explore-steps': { type: 'string' },
        'explore-path': { type: 'string' },
        'only-explore': { type: 'boolean', default: false },
        login2: { type: 'string' },
        token2: { type: 'string' },
        scenarios: { type: 'boolean', default: false },
        scenario: { type: 'string' },
        'only-scenarios': { type: 'boolean', default: false },
        'fund-password': { type: 'string' },
        'code-from': { type: 'string' },
        'sandbox-clock': { type: 'string' },
        report: { type: 'string', default: 'conformance-report' },
        timeout: { type: 'string' },
        'max-body-mb': { type: 'string' },
        lang: { type: 'string', default: 'en' },
        'socket-seconds': { type: 'string' },
        'no-socket': { type: 'boolean', default: false },
        concurrency: { type: 'string' },
        openapi: { type: 'string', default: DEFAULT_BUNDLE },
        asyncapi: { type: 'string', default: DEFAULT_ASYNCAPI },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    throw new ConfigurationError((error as Error).message);
  }
  if (values.help) return { help: true };
  if (!values.target) throw new ConfigurationError('--target is required');
  if ((values.scenario || values['only-scenarios']) && !values.scenarios)
    throw new ConfigurationError(
      '--scenario and --only-scenarios need --scenarios: the scenarios move money and place orders, for a staging server with a test account only, never production',
    );
  for (const [name, value] of [
    ['target', values.target],
    ['socket', values.socket],
    ['code-from', values['code-from']],
    ['sandbox-clock', values['sandbox-clock']],
  ] as const) {
    if (value === undefined) continue;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new ConfigurationError(`--${name} is not a URL: ${value}`);
    }
    if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol))
      throw new ConfigurationError(`--${name} must be http(s): ${value}`);
  }
  if (values.token && values.login) throw new ConfigurationError('Give --token or --login, not both');
  if (values.token2 && values.login2) throw new ConfigurationError('Give --token2 or --login2, not both');
  const login = credentials(values.login, 'login');
  const login2 = credentials(values.login2, 'login2');
  const explore = exploreOptions(values);
  if (explore && !values.token && !values.login)
    throw new ConfigurationError(
      '--explore needs a test account: --login or --token (and --login2 or --token2 for the records of another account)',
    );
  return {
    target: values.target,
    socket: values.socket,
    token: values.token,
    login,
    token2: values.token2,
    login2,
    tags: list(values.tags),
    operations: list(values.operations),
    events: list(values.events),
    includeWrites: values['include-writes'],
    effects: values.effects,
    settleMs: Math.round(number(values['settle-seconds'], 'settle-seconds', 2) * 1000),
    explore,
    onlyExplore: values['only-explore'],
    scenarios: values.scenarios,
    scenarioNames: list(values.scenario),
    onlyScenarios: values['only-scenarios'],
    fundPassword: values['fund-password'],
    codeFrom: values['code-from'],
    sandboxClock: values['sandbox-clock'],
    reportDir: values.report,
    timeoutMs: Math.round(number(values.timeout, 'timeout', 15) * 1000),
    maxBodyBytes: Math.round(number(values['max-body-mb'], 'max-body-mb', 5) * 1024 * 1024),
    lang: values.lang,
    socketSeconds: number(values['socket-seconds'], 'socket-seconds', 10),
    skipSocket: values['no-socket'],
    concurrency: Math.round(number(values.concurrency, 'concurrency', 4)),
    openapi: resolve(values.openapi),
    asyncapi: resolve(values.asyncapi),
  };
}

export async function main(argv: string[]): Promise<number> {
  let options;
  try {
    options = parseOptions(argv);
    if (options.help) {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    const report = await runConformance(options);
    mkdirSync(options.reportDir, { recursive: true });
    writeJsonReport(report, options.reportDir);
    writeJunitReport(report, options.reportDir);
    writeHtmlReport(report, options.reportDir);
    process.stdout.write(summaryText(report, options.reportDir));
    return report.summary.passed ? 0 : 1;
  } catch (error) {
    if (error instanceof ConfigurationError) {
      process.stderr.write(`conformance: ${error.message}\n\n${USAGE}\n`);
      return 2;
    }
    throw error;
  }
}

if (import.meta.main) {
  process.exitCode = await main(process.argv.slice(2));
}
