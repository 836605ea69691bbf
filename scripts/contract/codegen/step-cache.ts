/**
 * Skips a generation step whose inputs have not changed. A step's key is the hash of every input file (names and
 * contents) and of the installed tool versions; what the step wrote under that key is kept in
 * node_modules/.cache/tradedesk-generate/<step>/<key>/. When the key is known, the outputs are checked against
 * what was kept and restored if they differ (a deleted src/gen, a hand edit), otherwise the step runs and its
 * outputs are kept. A changed input means a new key, so a kept output is never served for other inputs.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { hashInputs, hashText, listFiles } from '../lib/content-hash.ts';
import { putBack } from './generation-record.ts';

export type Step = {
  name: string;
  /** Files and folders the step reads, relative to the root. */
  inputs: string[];
  /** Files and folders the step writes (folders are replaced whole on restore). */
  outputs: string[];
  run: () => Promise<void>;
  /**
   * Settles once the step may write its outputs, rejecting (with the reason) when it may not: a step that starts
   * its work before another has passed (Orval before the lint) writes nothing until then, and neither does a restore.
   */
  mayWrite?: () => Promise<unknown>;
};
export type StepResult = 'unchanged' | 'restored' | 'ran';

type Manifest = Record<string, string>;

/** Read by every step: the tool versions (lock file) and the generator's own code. */
export const SHARED_INPUTS = ['package-lock.json', 'scripts/contract'];
const KEPT_PER_STEP = 3;
/** Tests beside the generator's code do not change what it generates. */
const TESTS = /\.test\.tsx?$/;

export function cacheRoot(root: string): string {
  return process.env.GENERATE_CACHE_DIR ?? join(root, 'node_modules', '.cache', 'tradedesk-generate');
}

function outputManifest(root: string, outputs: string[]): Manifest {
  const files = outputs.flatMap((output) => listFiles(root, output));
  return Object.fromEntries(files.map((file) => [file, hashText(readFileSync(join(root, file)))]));
}

const sameManifest = (a: Manifest, b: Manifest) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([file, hash]) => b[file] === hash);

function keep(root: string, entry: string, manifest: Manifest): void {
  const partial = `${entry}.${process.pid}.tmp`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  for (const file of Object.keys(manifest)) cpSync(join(root, file), join(partial, 'files', file));
  writeFileSync(join(partial, 'manifest.json'), JSON.stringify(manifest));
  rmSync(entry, { recursive: true, force: true });
  renameSync(partial, entry);
}

/**
 * Puts the kept outputs in place as a failed generation puts back its own (generation-record.ts), touching only what
 * differs: a development server watching them sees the files that change, not folders emptied and filled again.
 */
function restore(root: string, entry: string, outputs: string[], manifest: Manifest): void {
  putBack(
    root,
    outputs,
    new Map(Object.keys(manifest).map((file) => [file, readFileSync(join(entry, 'files', file))])),
  );
}

function prune(stepFolder: string): void {
  const entries = readdirSync(stepFolder)
    .filter((name) => !name.endsWith('.tmp'))
    .map((name) => ({ path: join(stepFolder, name), time: statSync(join(stepFolder, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const old of entries.slice(KEPT_PER_STEP)) rmSync(old.path, { recursive: true, force: true });
}

export async function runStep(step: Step, root = process.cwd()): Promise<StepResult> {
  const key = hashInputs(root, [...SHARED_INPUTS, ...step.inputs], `${step.name}\0${process.version}`, TESTS);
  const stepFolder = join(cacheRoot(root), step.name.replace(/[^a-z0-9]+/gi, '-'));
  const entry = join(stepFolder, key);
  const manifestFile = join(entry, 'manifest.json');
  if (existsSync(manifestFile)) {
    const kept = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    utimesSync(entry, new Date(), new Date()); // the most recently used entries survive pruning
    if (sameManifest(kept, outputManifest(root, step.outputs))) return 'unchanged';
    await step.mayWrite?.();
    restore(root, entry, step.outputs, kept);
    return 'restored';
  }
  await step.run();
  try {
    mkdirSync(stepFolder, { recursive: true });
    keep(root, entry, outputManifest(root, step.outputs));
    prune(stepFolder);
  } catch (error) {
    // another run keeping the same entry at the same moment: the outputs are written, only the cache missed
    console.warn(`${step.name}: outputs not cached (${(error as Error).message})`);
  }
  return 'ran';
}

/**
 * Outputs that two steps share, or that lie one inside the other: a step restores its outputs whole, so a folder of
 * one step holding another's files would wipe them on restore. Answers each clash as "a (step) / b (step)".
 */
export function overlappingOutputs(steps: Step[]): string[] {
  const owned = steps.flatMap((step) => step.outputs.map((output) => ({ output, step: step.name })));
  const inside = (inner: string, outer: string) => inner === outer || inner.startsWith(`${outer}/`);
  return owned.flatMap((a, index) =>
    owned
      .slice(index + 1)
      .filter((b) => a.step !== b.step && (inside(a.output, b.output) || inside(b.output, a.output)))
      .map((b) => `${a.output} (${a.step}) / ${b.output} (${b.step})`),
  );
}
