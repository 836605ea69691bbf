/**
 * `npm run generate`: lints and bundles the contract into openapi/dist/openapi.yaml, then generates the
 * typed hooks, zod validators and response-validator registry into src/gen/, and the sandbox's handler types
 * into mock-server/gen/, the operation ids the conformance kit's scenarios call into scripts/conformance/gen/, and
 * the write forms' rules (src/gen/form-rules.ts: what the contract states of each request body's fields, and
 * src/gen/form-lengths/: their longest lengths, for the inputs, a module per write);
 * then bundles and validates the realtime contract (asyncapi/ -> asyncapi/dist/asyncapi.yaml)
 * and generates src/gen/socket/ and mock-server/gen/socket/; from both, the invalidation map (src/gen/invalidation.ts:
 * what each write and private push makes stale). Fails on any problem.
 * A step whose inputs did not change since it last ran is skipped, its outputs restored if they went missing
 * (step-cache.ts); `GENERATE_CACHE=off` runs every step.
 * All or nothing (generation-record.ts): nothing that reads the contract's sources is written before the lint has
 * passed, and a failure puts back every output as it was; the outcome is recorded in openapi/dist/generation.json.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { enableCompileCache } from 'node:module';
import { join, relative } from 'node:path';
import { DEFAULT_ASYNCAPI_BUNDLE } from '../asyncapi-document.ts';
import { DEFAULT_BUNDLE } from '../contract-document.ts';
import { compileCache, nodeBin, runTool, stopTools } from '../lib/node-bin.ts';
import { overlappingOutputs, runStep, type Step } from './step-cache.ts';
import {
  bundleHash,
  keepOutputs,
  lastGeneration,
  lastGoodAt,
  putBack,
  recordGeneration,
  takeWrittenAside,
} from './generation-record.ts';

// The generators below load when their step runs (not when it is skipped), compiled once and kept.
enableCompileCache(compileCache());

const started = performance.now();
const bundle = relative(process.cwd(), DEFAULT_BUNDLE);

async function timed(step: Step): Promise<void> {
  const stepStart = performance.now();
  const result = process.env.GENERATE_CACHE === 'off' ? await step.run().then(() => 'ran') : await runStep(step);
  const how = result === 'ran' ? '' : `, ${result}: inputs unchanged`;
  console.log(`${step.name} ok (${Math.round(performance.now() - stepStart)} ms${how})`);
}

const openapiSources = ['openapi', 'redocly.yaml'];
/** Where Orval writes before its files are taken into src/gen: beside it, at its depth (orval.config.ts). */
const ORVAL_ASIDE = 'src/gen.next';

const steps = {
  lint: {
    name: 'lint openapi',
    inputs: openapiSources,
    outputs: [],
    // codeframe: each finding as file:line:column, the lines around it and its rule, in the terminal and over the app
    run: () => runTool('lint openapi', nodeBin('redocly', ['lint', '--format=codeframe', '--max-problems=500'])),
  },
  bundle: {
    name: 'bundle openapi',
    inputs: openapiSources,
    outputs: [bundle],
    run: () => runTool('bundle openapi', nodeBin('redocly', ['bundle', 'tradedesk', '--output', DEFAULT_BUNDLE])),
  },
  orval: {
    name: 'orval and response validators',
    inputs: [bundle, 'orval.config.ts', 'src/shared/lib/http/http-client.ts'],
    outputs: ['src/gen/api', 'src/gen/model', 'src/gen/zod', 'src/gen/response-validators.ts'],
    // it starts as soon as the bundle is written, beside the lint, and writes aside (Orval empties its folders and
    // fills them again): what changed reaches src/gen once the lint has passed, and nothing when it fails
    mayWrite: () => linted,
    run: async () => {
      rmSync(ORVAL_ASIDE, { recursive: true, force: true });
      // a lint that fails stops Orval: its problems are reported without waiting for code nobody will take
      const lintFailed = new AbortController();
      // below the lint, which decides whether any of it is taken: Orval uses what the lint leaves of the cores (the
      // cores are busy either way; two Orval processes, one per project, parsed the contract twice and took longer)
      const written = runTool('orval', nodeBin('orval'), {
        env: { ORVAL_OUTPUT: ORVAL_ASIDE },
        signal: lintFailed.signal,
        yielding: true,
      });
      const passed = linted.catch((reason: unknown) => {
        lintFailed.abort();
        throw reason;
      });
      try {
        await Promise.all([written, passed]);
        for (const folder of ['api', 'model', 'zod'])
          takeWrittenAside(process.cwd(), join(ORVAL_ASIDE, folder), join('src/gen', folder));
      } finally {
        // a stopped Orval has exited before its folder goes
        await written.catch(() => undefined);
        rmSync(ORVAL_ASIDE, { recursive: true, force: true });
      }
      (await import('./write-response-validators.ts')).writeResponseValidators(DEFAULT_BUNDLE);
    },
  },
  sandboxTypes: {
    name: 'sandbox handler types',
    inputs: [bundle],
    outputs: ['mock-server/gen/schemas.ts', 'mock-server/gen/operations.ts'],
    run: async () => (await import('./write-sandbox-types.ts')).writeSandboxTypes(DEFAULT_BUNDLE),
  },
  operationIds: {
    name: "the kit's operation ids",
    inputs: [bundle],
    outputs: ['scripts/conformance/gen/operation-ids.ts'],
    run: async () => (await import('./write-operation-ids.ts')).writeOperationIds(DEFAULT_BUNDLE),
  },
  formRules: {
    name: 'form rules',
    inputs: [bundle],
    outputs: ['src/gen/form-rules.ts', 'src/gen/form-lengths'],
    run: async () => (await import('./write-form-rules.ts')).writeFormRules(DEFAULT_BUNDLE),
  },
  realtime: {
    name: 'realtime contract and socket types',
    // openapi/components/schemas: the realtime contract's payloads reuse the HTTP contract's schemas
    inputs: ['asyncapi', 'openapi/components/schemas'],
    outputs: ['asyncapi/dist/asyncapi.yaml', 'src/gen/socket', 'mock-server/gen/socket'],
    // its own process: the AsyncAPI parser works synchronously for a second and would hold up the other steps
    run: () =>
      runTool('realtime contract', [
        process.execPath,
        ['scripts/contract/codegen/realtime/generate-realtime.ts', '--no-http-check'],
      ]),
  },
  pushesInvalidate: {
    name: "realtime pushes' x-invalidates",
    // the private pushes' x-invalidates and x-follows name the HTTP contract's operations: an edited HTTP operation
    // checks them again in a moment, without the six seconds of bundling and validating the realtime contract
    inputs: ['asyncapi/dist/asyncapi.yaml', 'openapi/paths'],
    outputs: [],
    run: async () => void (await import('./realtime/check-invalidates.ts')).checkBundledInvalidates(),
  },
  invalidation: {
    name: 'invalidation map',
    inputs: [bundle, 'asyncapi/dist/asyncapi.yaml', 'src/gen/api'],
    outputs: ['src/gen/invalidation.ts'],
    run: async () =>
      (await import('./write-invalidation.ts')).writeInvalidation(DEFAULT_BUNDLE, DEFAULT_ASYNCAPI_BUNDLE),
  },
  routes: {
    name: 'route tree',
    inputs: ['src/routes'],
    outputs: ['src/gen/route-tree.gen.ts'],
    run: async () => (await import('./write-route-tree.ts')).writeRouteTree(),
  },
} satisfies Record<string, Step>;

// Independent steps run side by side. Bundle and Orval are the longest chain, so the bundle starts at once, beside
// the lint, and Orval once the bundle is written; what writes the app's and the mock's HTTP code waits for both
// (Orval takes what it wrote aside only then), so that a contract the lint refuses changes none of it. Every step finishes (and reports) even when another fails, so one run shows every problem.
const clashes = overlappingOutputs(Object.values(steps));
if (clashes.length)
  throw new Error(`generation steps share outputs, which a restore would wipe: ${clashes.join('; ')}`);
const root = process.cwd();
const outputs = Object.values(steps).flatMap((step) => step.outputs);
const kept = keepOutputs(root, outputs);
// a generation stopped halfway (Ctrl-C in npm start's terminal reaches it too) leaves the last good one in place
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    // Orval or Redocly still running would write after the put-back
    stopTools();
    rmSync(ORVAL_ASIDE, { recursive: true, force: true });
    putBack(root, outputs, kept);
    process.exit(130);
  });
mkdirSync('openapi/dist', { recursive: true });
const bundled = timed(steps.bundle);
const linted = timed(steps.lint);
const checked = Promise.all([bundled, linted]);
// the contract has passed: the mock can serve the new bundle while the code is generated (a later failure puts the
// bundle back and records it, and the mock follows that too)
void checked.then(
  () => {
    const bundle = bundleHash(DEFAULT_BUNDLE);
    const last = lastGeneration();
    if (!last?.ok || last.bundle !== bundle)
      recordGeneration({ ok: true, at: new Date().toISOString(), bundle, complete: false });
  },
  () => undefined,
);
const orval = bundled.then(() => timed(steps.orval));
// the realtime step checks its own contract and what its pushes name of this one, and reports it in the same run
// as the lint: it does not wait for the lint, and what it wrote is put back when the lint fails
const realtime = timed(steps.realtime);
const results = await Promise.allSettled([
  bundled,
  linted,
  orval,
  checked.then(() => timed(steps.sandboxTypes)),
  checked.then(() => timed(steps.operationIds)),
  checked.then(() => timed(steps.formRules)),
  realtime,
  realtime.then(() => timed(steps.pushesInvalidate)),
  timed(steps.routes),
  // the invalidation map names Orval's key helpers and the realtime contract's events; it waits for both
  Promise.all([orval, realtime]).then(() => timed(steps.invalidation)),
]);
// a step that did not run because one before it failed has nothing of its own to report
const reported = new Set<unknown>();
const failures = results.flatMap((result) => {
  if (result.status === 'fulfilled' || reported.has(result.reason)) return [];
  reported.add(result.reason);
  return [(result.reason as Error).message];
});
if (failures.length) {
  const putBackFiles = putBack(root, outputs, kept);
  for (const failure of failures) console.error(failure);
  console.error(
    `generation failed: nothing generated changed (${putBackFiles} files written by this run were put back); ` +
      'the app and the mock keep the last good generation',
  );
  const at = new Date().toISOString();
  recordGeneration({ ok: false, at, problems: failures.join('\n'), lastGood: lastGoodAt() });
  process.exit(1);
}
recordGeneration({ ok: true, at: new Date().toISOString(), bundle: bundleHash(DEFAULT_BUNDLE), complete: true });
console.log(`generated in ${Math.round(performance.now() - started)} ms`);
