import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { KnipConfig } from 'knip';

/**
 * Knip (`npm run knip`, a step of `npm test`): files, exports and dependencies that nothing uses. It follows the
 * imports from the entries below and from those it finds itself: the commands of the package.json scripts, each
 * workspace package's `exports` and `bin`, what the Vite (index.html, so src/main.tsx), Vitest, Playwright and
 * ESLint configurations name, and those configurations; a file or an export no entry reaches is dead.
 * A pattern ending in `!` is production code, the app: `knip --production --workspace .` reads only those, so an
 * export of the app that only a test imports is reported too: the test should go through what the app calls
 * instead, or the code is dead. The exception is tagged `@internal`: what tests need to run apart (a reset between
 * tests) or to look inside (the realtime layer's held topics), which `--production` lets be. Tests of the tools
 * (scripts/, mock-server/) use their helpers as a library, so for them a test counts as a user.
 *
 * Patterns are written from the repository's root. Those inside a workspace package (package.json `workspaces`:
 * scripts/contract, mock-server, scripts/conformance) go to that workspace with its folder taken off, and a
 * `<folder>/**` pattern above one is repeated inside it; a folder that becomes a package needs no change here.
 */
const entry = [
  // the app besides src/main.tsx: the file routes (imported by the generated route tree), the dev-only panel
  'src/routes/**/*.tsx!',
  'src/dev/scenario-panel/mount.tsx!',
  // the code generated from the contracts (npm run generate; not committed, so named here): the app's imports
  // the HTTP client (Orval's mutator) and the routes, the mock's imports zod
  'src/gen/**/*.ts!',
  'mock-server/gen/**/*.ts',
  // Orval's configuration (its plugin is off, see below)
  'orval.config.ts',
  // Redocly loads the contract's lint rules by path (redocly.yaml)
  'scripts/lint/contract-rules.cjs',
  // the Prism process the mock starts by path (mock-server/prism-process.ts)
  'mock-server/prism-server.ts',
  // run by path from the contract's generate.ts, and on its own
  'scripts/contract/codegen/realtime/generate-realtime.ts',
  // the benchmarks (npm run bench), with the worker and the child process they start by path
  'scripts/bench/*.{bench,worker,run}.ts',
  // tests
  'src/**/*.test.{ts,tsx}',
  'tests/**/*.test.{ts,tsx}',
  'tests/e2e/**/*.spec.ts',
  'scripts/**/*.test.ts',
  'mock-server/**/*.test.ts',
];

const project = [
  'src/**/*.{ts,tsx}!',
  '!src/**/*.test.{ts,tsx}!',
  '!src/shared/testing/**!',
  '!src/app/testing/**!',
  'tests/**/*.{ts,tsx}',
  'scripts/**/*.{ts,cjs}',
  'mock-server/**/*.ts',
  '*.{ts,js}',
];

type Patterns = { entry: string[]; project: string[] };

/** The folders package.json names as workspaces (`folder` or `folder/*`) that have a package.json, deepest first. */
function workspaceFolders(): string[] {
  const { workspaces = [] } = JSON.parse(readFileSync('package.json', 'utf8')) as { workspaces?: string[] };
  return workspaces
    .map((pattern) => pattern.replace(/^\.\/|\/$/g, ''))
    .flatMap((pattern) =>
      pattern.endsWith('/*') && existsSync(pattern.slice(0, -2))
        ? readdirSync(pattern.slice(0, -2)).map((name) => `${pattern.slice(0, -1)}${name}`)
        : [pattern],
    )
    .filter((folder) => existsSync(`${folder}/package.json`))
    .sort((a, b) => b.length - a.length);
}

/** Each pattern goes to the workspace its folder is in; `<folder>/**` goes to the workspaces under it as well. */
function byWorkspace(patterns: Patterns, folders: string[]): Record<string, Patterns> {
  const result: Record<string, Patterns> = {};
  const add = (workspace: string, kind: keyof Patterns, pattern: string) =>
    ((result[workspace] ??= { entry: [], project: [] })[kind] as string[]).push(pattern);
  for (const kind of ['entry', 'project'] as const)
    for (const pattern of patterns[kind]) {
      const negated = pattern.startsWith('!') ? '!' : '';
      const path = pattern.slice(negated.length);
      const owner = folders.find((folder) => path.startsWith(`${folder}/`));
      add(owner ?? '.', kind, owner ? negated + path.slice(owner.length + 1) : pattern);
      const deep = /^([^*{]*?)\/?\*\*\/(.*)$/.exec(path);
      if (!owner && deep)
        for (const folder of folders)
          if (deep[1] === '' || folder.startsWith(`${deep[1]}/`)) add(folder, kind, `${negated}**/${deep[2]}`);
    }
  return result;
}

const workspaces = byWorkspace({ entry, project }, workspaceFolders());

const config: KnipConfig = {
  workspaces,
  // what the generated code exports is Orval's and the router's choice, not dead code of ours
  ignoreIssues: {
    'src/gen/**': ['exports', 'types'],
    'mock-server/gen/**': ['exports', 'types'],
  },
  // Prism's server is loaded from its package's folder (createRequire in mock-server/prism-server.ts); Orval runs
  // as a command (nodeBin in the contract's codegen/generate.ts)
  ignoreDependencies: ['@stoplight/prism-cli', 'orval'],
  // Orval's plugin would make the HTTP client an entry of the tools, not of the app, hiding it from --production;
  // the generated code above imports it, and orval.config.ts is an entry already
  orval: false,
};

export default config;
