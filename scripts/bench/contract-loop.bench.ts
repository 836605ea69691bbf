/**
 * `npm run bench:loop`: the contract-first loop as a developer lives it, `npm start` (scripts/dev/start-all.ts)
 * running on ports of its own:
 * - the first start: from launching it until the app and the mock both answer, as a fresh clone has it (an empty
 *   generation cache) and as a later start has it;
 * - a new operation: its path file saved, then the line naming it in openapi/openapi.yaml, until the mock answers it
 *   and src/gen holds its hook;
 * - an edit of an existing schema: the status that listSpotOrders takes narrowed, until the mock refuses the value
 *   it no longer takes;
 * - a screen's first opening on the development server: right after a later start, the trade tab and then the
 *   copy-trading home, each in a new Chromium tab with nothing cached, from the address typed until the screen
 *   shows its content (the chart its history, the list its traders); measured on OPENING_RUNS starts.
 * Each save is of a contract not generated before (a new name, a new text), so the generation cache cannot answer
 * it; each is put back and its undoing generated before the next. Prints the medians with the machine and the budgets
 * (exiting 1 when a median is over its budget) and writes them into the README between the contract-loop markers. The contract is put back as it was at the end, even when
 * interrupted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../lib/chromium.ts';
import { writeReadmeFigures } from '../lib/readme-figures.ts';
import { describeMachine, median } from './machine.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const OPENING_RUNS = Number(process.env.BENCH_OPENING_RUNS ?? 3);
const PORTS = { prism: '4810', socket: '4811', app: '4873' };
const TOKEN = '0123456789abcdef0123456789abcdef';
const ROOT_DOCUMENT = join(ROOT, 'openapi/openapi.yaml');
const SPOT_ORDERS = join(ROOT, 'openapi/paths/trade/coin@list.yaml');
const RATE = join(ROOT, 'openapi/paths/wallet/wallet@getRateCurrency.yaml');
const HOOKS = join(ROOT, 'src/gen/api/wallet/wallet.ts');
const TIME_LIMIT_MS = 180_000;

const originals = new Map([ROOT_DOCUMENT, SPOT_ORDERS].map((file) => [file, readFileSync(file, 'utf8')]));
const added = new Set<string>();
let running: ChildProcess | undefined;

function putBack(): void {
  for (const [file, text] of originals) if (readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
  for (const file of added) rmSync(file, { force: true });
}
function stop(): void {
  running?.kill('SIGTERM');
  putBack();
}
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds until `ready` holds, polled every 50 ms. */
async function until(what: string, ready: () => Promise<boolean> | boolean, started = performance.now()) {
  while (!(await ready())) {
    if (performance.now() - started > TIME_LIMIT_MS) throw new Error(`${what}: not within ${TIME_LIMIT_MS} ms`);
    await sleep(50);
  }
  return performance.now() - started;
}

async function status(url: string): Promise<number> {
  try {
    const answer = await fetch(url, { headers: { authorization: TOKEN }, signal: AbortSignal.timeout(5000) });
    await answer.arrayBuffer();
    return answer.status;
  } catch {
    return 0;
  }
}
const api = (path: string) => `http://127.0.0.1:${PORTS.prism}/api${path}`;

/** Starts `npm start`; answers the milliseconds until the app and the mock both answer. */
async function start(env: Record<string, string> = {}): Promise<number> {
  const started = performance.now();
  running = spawn(process.execPath, ['scripts/dev/start-all.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...env,
      PRISM_PORT: PORTS.prism,
      SOCKET_PORT: PORTS.socket,
      APP_PORT: PORTS.app,
      MOCK_MAIL_EVERY_MS: '0',
      MOCK_ANNOUNCE_EVERY_MS: '0',
    },
  });
  return until(
    'npm start',
    async () =>
      (await status(`http://127.0.0.1:${PORTS.app}/`)) === 200 &&
      (await status(api('/wallet/getRateCurrency?lang=en&id=1'))) === 200,
    started,
  );
}

async function stopStart(): Promise<void> {
  const child = running;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  await sleep(500);
}

/** A new operation saved as a developer adds one: its file, then the line naming it. */
async function newOperation(run: number, nonce: string): Promise<number> {
  const name = `getFeeSchedule${nonce}${run}`;
  const path = `/wallet/fee-schedule-${nonce}-${run}`;
  const file = join(ROOT, `openapi/paths/wallet/wallet@fee-schedule-${nonce}-${run}.yaml`);
  added.add(file);
  const started = performance.now();
  writeFileSync(
    file,
    readFileSync(RATE, 'utf8')
      .replace('operationId: getCoinCnyValue', `operationId: ${name}`)
      .replace('summary: CNY value of a coin', `summary: The fee schedule (${nonce} ${run})`),
  );
  writeFileSync(
    ROOT_DOCUMENT,
    originals
      .get(ROOT_DOCUMENT)!
      .replace(
        '  /wallet/getRateCurrency:\n',
        `  ${path}:\n    $ref: paths/wallet/${file.split('/').pop()}\n  /wallet/getRateCurrency:\n`,
      ),
  );
  const took = await until(
    'the new operation',
    async () =>
      (await status(api(`${path}?lang=en&id=1`))) === 200 &&
      existsSync(HOOKS) &&
      readFileSync(HOOKS, 'utf8').includes(name),
    started,
  );
  writeFileSync(ROOT_DOCUMENT, originals.get(ROOT_DOCUMENT)!);
  rmSync(file);
  added.delete(file);
  await until('the operation removed', async () => (await status(api(`${path}?lang=en&id=1`))) === 404);
  return took;
}

/** listSpotOrders' status narrowed to 1 and 2: the mock refuses 3 once it validates against the edit. */
async function schemaEdit(run: number, nonce: string): Promise<number> {
  const started = performance.now();
  writeFileSync(
    SPOT_ORDERS,
    originals
      .get(SPOT_ORDERS)!
      .replace('3 cancelled; every status when absent.', `every status when absent (${nonce} ${run}).`)
      .replace('enum: [1, 2, 3]', 'enum: [1, 2]'),
  );
  const took = await until(
    'the schema edit',
    async () => (await status(api('/coin/list?lang=en&status=3'))) === 422,
    started,
  );
  writeFileSync(SPOT_ORDERS, originals.get(SPOT_ORDERS)!);
  await until('the edit undone', async () => (await status(api('/coin/list?lang=en&status=3'))) === 200);
  return took;
}

/** The screens whose first opening is timed, and what each shows once it has its content. */
const FIRST_OPENINGS = [
  {
    name: 'the trade tab',
    path: '/#/pages/transaction/index?section=coins',
    shown: () => Number(document.querySelector('[data-testid="kline-chart"]')?.getAttribute('data-bars')) > 0,
  },
  {
    name: 'the copy-trading home',
    path: '/#/pages/copytrade/copy',
    shown: () => document.querySelector('main ul[aria-label] li a') !== null,
  },
];

/** Milliseconds from typing each screen's address, in a new tab with nothing cached, until it shows its content. */
async function firstOpenings(browser: Browser): Promise<number[]> {
  const took: number[] = [];
  for (const screen of FIRST_OPENINGS) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript((token) => {
      localStorage.setItem('h5Version', '1');
      localStorage.setItem('tradedesk:session', JSON.stringify({ state: { token, user: null }, version: 0 }));
    }, TOKEN);
    const page = await context.newPage();
    const started = performance.now();
    await page.goto(`http://127.0.0.1:${PORTS.app}${screen.path}`, { waitUntil: 'commit' });
    await page.waitForFunction(screen.shown, undefined, { timeout: TIME_LIMIT_MS, polling: 50 });
    took.push(performance.now() - started);
    await context.close();
  }
  return took;
}

/**
 * The budgets on a 2-core machine. A screen's first opening on the development server asks Vite for each of its
 * modules on its own (about 340 for the trade tab, 260 for the copy-trading home, found one import level after
 * another, six at a time), each transformed when first asked for: the first goal, 3 s, is below what that takes for
 * the trade tab on two cores busy with Vite, the mock and the browser. Vite's bundled development mode
 * (`experimental.bundledDev`), which would serve one bundle instead, does not run with @vitejs/plugin-react 6.3 ("can't
 * detect preamble").
 * Of the contract's budgets: every save waits for Redocly's lint (about 2.5 s of CPU) and a new operation's
 * hook for Orval, which generates the whole contract again (about 8 s of CPU: it cannot generate one operation),
 * sharing the cores with the realtime step, the mock taking the new contract and Vite: the first goals, 3 s and 2 s,
 * are below what these tools take, and the budgets are what they leave room for.
 */
const BUDGET_MS = { start: 45_000, newOperation: 20_000, schemaEdit: 10_000, firstOpening: 6_000 };

const machine = describeMachine();
const figures: Array<[string, number[], number]> = [];
try {
  const emptyCache = mkdtempSync(join(tmpdir(), 'tradedesk-generate-cold-'));
  const cold = await start({ GENERATE_CACHE_DIR: emptyCache });
  await stopStart();
  rmSync(emptyCache, { recursive: true, force: true });
  figures.push(['npm start, first start (no generation cache)', [cold], BUDGET_MS.start]);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  const later: number[] = [];
  const openings: number[][] = FIRST_OPENINGS.map(() => []);
  try {
    for (let run = 0; run < OPENING_RUNS; run++) {
      if (run > 0) await stopStart();
      later.push(await start());
      (await firstOpenings(browser)).forEach((took, screen) => openings[screen].push(took));
    }
  } finally {
    await browser.close();
  }
  figures.push(['npm start, a later start', later, BUDGET_MS.start]);
  FIRST_OPENINGS.forEach(({ name }, screen) =>
    figures.push([
      `${name}, opened first after a later start: its content shown`,
      openings[screen],
      BUDGET_MS.firstOpening,
    ]),
  );
  await sleep(5000); // the references build beside the app once it is up
  const nonce = Date.now().toString(36);
  const operations: number[] = [];
  const edits: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    operations.push(await newOperation(run, nonce));
    edits.push(await schemaEdit(run, nonce));
  }
  figures.push([
    'a new operation saved: the mock answers it and src/gen holds its hook',
    operations,
    BUDGET_MS.newOperation,
  ]);
  figures.push(['a schema edit saved: the mock validates against it', edits, BUDGET_MS.schemaEdit]);
} finally {
  await stopStart();
  putBack();
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const lines = [
  `Measured on ${new Date().toISOString().slice(0, 10)} on ${machine}.`,
  '',
  '| from … to … | median | budget | runs |',
  '|---|---|---|---|',
  ...figures.map(
    ([name, values, budget]) =>
      `| ${name} | ${seconds(median(values))} | ${seconds(budget)}${median(values) > budget ? ' (over)' : ''} | ${values.length} |`,
  ),
];
console.log(lines.join('\n'));
if (figures.some(([, values, budget]) => median(values) > budget)) process.exitCode = 1;
writeReadmeFigures('contract-loop', lines.join('\n'));
