import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { KnipConfig } from 'knip';

/**
 * Knip (`npm run knip`, a step of `npm test`): files, exports and dependencies that nothing uses. It follows the
 * imports from the entries below (and from what its plugins read: the commands of package.json's scripts, the
 * Vite, Vitest, Playwright, ESLint and Orval configurations); a file or an export no entry reaches is dead.
 * A pattern ending in `!` is production code, the app: `knip --production` reads only those, so an export of the
 * app that only a test imports is reported too: the test should go through what the app calls instead, or the
 * code is dead. The exception is tagged `@internal`: what tests need to run apart (a reset between tests) or to
 * look inside (the realtime layer's held topics), which `--production` lets be. Tests of the tools (scripts/,
 * mock-server/) use their helpers as a library, so for them a test counts as a user.
 *
 * Patterns are written from the repository's root. When a folder becomes an npm workspace (a `workspaces` entry
 * of package.json with its own package.json), its patterns move to it with the folder's prefix taken off, and a
 * `<folder>/**` pattern above it is repeated inside it: the list stays as it is.
 */
const entry = [
  // the app: its page script, the file routes (imported by the generated route tree), the dev-only scenario panel
  'src/main.tsx!',
  'src/routes/**/*.tsx!',
  'src/dev/scenario-panel/mount.tsx!',
  // the code generated from the contracts (npm run generate; not committed, so named here): it imports the HTTP
  // client (Orval's mutator) and the routes
  'src/gen/**/*.ts!',
  // the tools' configurations
  'vite.config.ts',
  'vitest.config.ts',
  'playwright.config.ts',
  'eslint.config.js',
  'orval.config.ts',
  'knip.config.ts',
  // Redocly loads the contract's lint rules by path (redocly.yaml)
  'scripts/lint/contract-rules.cjs',
  // the mock backend (npm run mock), and the Prism process it starts by path (mock-server/prism-process.ts)
  'mock-server/start.ts',
  'mock-server/prism-server.ts',
  // the conformance kit's command line: npm run conformance, and the bin of the contract pack
  'scripts/conformance/cli.ts',
  // run by path from scripts/codegen/generate.ts, and on its own
  'scripts/codegen/realtime/generate-realtime.ts',
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
    // the sandbox's domains are being typed on another branch; their unused exports are left to that work, and
    // this line goes once it has landed
    'mock-server/sandbox/domains/**': ['exports', 'types'],
  },
  // Prism's server is loaded from its package's folder (createRequire in mock-server/prism-server.ts)
  ignoreDependencies: ['@stoplight/prism-cli'],
  // Orval's plugin would make the HTTP client an entry of the tools, not of the app, hiding it from --production;
  // the generated code above imports it, and orval.config.ts is an entry already
  orval: false,
};

export default config;
