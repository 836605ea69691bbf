/**
 * `npm run budget`: builds the app and checks its size budget.
 * - The JavaScript a browser downloads to show the login screen of the production build (served by
 *   `vite preview` with the mock behind it): every script response until the login form can be used, each body
 *   gzip level 9, at most 136 KB.
 * - Every route screen must be a chunk of its own (lazily loaded).
 * - No development-only code: the mock's scenario panel (src/dev/) never reaches the production bundle.
 * The figures are printed and written into README.md between `<!-- budget:start -->` and `<!-- budget:end -->`.
 * `--no-build` checks the existing dist/ instead of building (`npm test` builds once for every check);
 * `--no-readme` leaves README.md alone (`npm test` checks, it does not rewrite a tracked file at every run).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describeMachine } from '../bench/machine.ts';
import { nodeBin } from '@tradedesk/contract/tools';
import { startPreview } from '../lib/preview-servers.ts';
import { writeReadmeFigures } from '../lib/readme-figures.ts';
import { screenChunkKey, type Manifest } from './bundle-graph.ts';
import { measureLoginScripts } from './login-scripts.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const DIST = join(ROOT, 'dist');
const BUDGET_BYTES = 136 * 1024;

/** The mock's control endpoints: only the development build's scenario panel calls them. */
const DEVELOPMENT_ONLY_MARKER = '/api/__sandbox';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;

if (!process.argv.includes('--no-build')) {
  const [command, args] = nodeBin('vite', ['build', '--logLevel', 'warn']);
  const build = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const manifestPath = join(DIST, '.vite', 'manifest.json');
if (!existsSync(manifestPath))
  throw new Error(`${manifestPath} is missing: build.manifest must be on in vite.config.ts`);
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
const failures: string[] = [];

// --- the login screen's JavaScript, as the browser downloads it
const preview = await startPreview();
const loginScripts = await measureLoginScripts(preview.origin).finally(preview.close);
const loginBytes = loginScripts.reduce((sum, script) => sum + script.gzip, 0);
if (loginBytes > BUDGET_BYTES)
  failures.push(`the login screen downloads ${kb(loginBytes)} of JavaScript (gzip), over ${kb(BUDGET_BYTES)}`);

// --- one chunk per screen
const routeFiles = (readdirSync(join(ROOT, 'src/routes'), { recursive: true }) as string[])
  .filter((file) => file.endsWith('.tsx') && file !== '__root.tsx')
  .map((file) => `src/routes/${file}`)
  .filter((file) => /features\/[^/]+\/screens\//.test(readFileSync(join(ROOT, file), 'utf8')))
  .sort();
const screens = routeFiles.map((file) => {
  const key = screenChunkKey(manifest, file);
  return { route: file, file: key ? manifest[key].file : undefined, gzip: key ? gzipSize(manifest[key].file) : 0 };
});
for (const screen of screens) if (!screen.file) failures.push(`${screen.route} is not a chunk of its own`);
const shared = screens.filter(
  (screen, index) => screen.file && screens.findIndex((s) => s.file === screen.file) !== index,
);
for (const screen of shared) failures.push(`${screen.route} shares its chunk ${screen.file} with another screen`);

// --- report
const allJs = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file, index, files) => file.endsWith('.js') && files.indexOf(file) === index);
const totalBytes = allJs.reduce((sum, file) => sum + gzipSize(file), 0);

// --- development-only code (the mock's scenario panel and its control endpoints) stays out of production
for (const file of allJs)
  if (readFileSync(join(DIST, file), 'utf8').includes(DEVELOPMENT_ONLY_MARKER))
    failures.push(`${file} contains development-only code (${DEVELOPMENT_ONLY_MARKER}, the scenario panel)`);
const largest = [...screens].sort((a, b) => b.gzip - a.gzip).slice(0, 5);
const lines = [
  `Measured by \`npm run budget\` on ${describeMachine()}: the production build in Chromium, each script gzip level 9.`,
  '',
  `| figure | size |`,
  `| --- | --- |`,
  `| JavaScript the browser downloads to show the login screen (${loginScripts.length} files) | ${kb(loginBytes)} of ${kb(BUDGET_BYTES)} |`,
  `| all JavaScript of the app (${allJs.length} files) | ${kb(totalBytes)} |`,
  `| route screens, each its own chunk | ${screens.length} |`,
  ...largest.map((screen) => `| largest screen chunk: ${relative('src/routes', screen.route)} | ${kb(screen.gzip)} |`),
];
console.log(`\nsize budget\n${lines.slice(2).join('\n')}`);
for (const script of [...loginScripts].sort((a, b) => b.gzip - a.gzip))
  console.log(`  login downloads ${script.url} ${kb(script.gzip)}`);

if (!process.argv.includes('--no-readme')) writeReadmeFigures('budget', lines.join('\n'));

if (failures.length) {
  console.error(`\nsize budget FAILED:\n${failures.map((failure) => `- ${failure}`).join('\n')}`);
  process.exit(1);
}
console.log('\nsize budget ok');
