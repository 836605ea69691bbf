/**
 * `npm run contract:pack -- [--out <folder>]`: the release of both contracts as one npm package tarball
 * (default folder release/): both bundles, both references, the changelog, and the conformance kit as one
 * runnable file. A backend team installs or unpacks it without cloning this repository:
 *   npx --package ./tradedesk-contracts-0.8.0.tgz tradedesk-conformance --target https://staging.example.com/api
 * Refuses to pack a version that is not semantic or has no heading in CHANGELOG.md, and a contract that changed
 * since main released its version (scripts/contract/diff/released.ts).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { REFERENCES, buildReferences, versionOf } from '@tradedesk/contract/docs';
import { bundleConformanceKit, KIT_ENTRY } from './kit-bundle.ts';
import { packageReadme } from './package-readme.ts';
import { KIT_COMMAND, tarballName } from './pack-name.ts';
import { linksInsidePack } from './pack-links.ts';
import KIT_MANIFEST from '../package.json' with { type: 'json' };
import { parseVersion } from '@tradedesk/contract';
import { changedUnderReleasedVersions, releasedBase } from '@tradedesk/contract/diff';

/**
 * The Node the pack's kit runs on. The kit's workspace runs its TypeScript sources, which takes Node 24; the pack
 * carries it bundled into plain JavaScript for Node 20, which backend teams' machines and CI images still run
 * (tests/contract/contract-pack.test.ts runs its three modes on Node 20).
 */
export const PACK_ENGINES = { node: '>=20' };

const ROOT = new URL('../../..', import.meta.url).pathname;
const KIT_README = new URL('../README.md', import.meta.url).pathname;
const BUNDLES = { http: 'openapi/dist/openapi.yaml', realtime: 'asyncapi/dist/asyncapi.yaml' } as const;

/** Fails unless each contract's version is semantic and has its `## <version>` heading in the changelog. */
export function checkReleaseVersions(versions: Record<string, string>, changelog: string): void {
  const headings = new Set([...changelog.matchAll(/^## +v?(\S+)/gm)].map((match) => match[1]));
  for (const [contract, version] of Object.entries(versions)) {
    if (!parseVersion(version)) throw new Error(`the ${contract} contract's info.version "${version}" is not semantic`);
    if (!headings.has(version))
      throw new Error(`CHANGELOG.md has no "## ${version}" heading for the ${contract} contract: say what changed`);
  }
}

export async function packContracts(outFolder: string): Promise<string> {
  const versions = { http: versionOf(BUNDLES.http), realtime: versionOf(BUNDLES.realtime) };
  const changelog = readFileSync(join(ROOT, 'CHANGELOG.md'), 'utf8');
  checkReleaseVersions(versions, changelog);
  const base = releasedBase(ROOT);
  const unreleased = base ? await changedUnderReleasedVersions(ROOT, base) : [];
  if (unreleased.length) throw new Error(unreleased.join('; '));
  const pages = await buildReferences();

  const staging = mkdtempSync(join(tmpdir(), 'contract-pack-'));
  try {
    // each file of the repository the pack holds, by its path here, with its path in the pack
    const held = new Map<string, string>();
    const place = (source: string, target: string, repoPath = relative(ROOT, source)) => {
      mkdirSync(dirname(join(staging, target)), { recursive: true });
      copyFileSync(source, join(staging, target));
      held.set(repoPath, target);
    };
    for (const bundle of Object.values(BUNDLES)) place(join(ROOT, bundle), bundle);
    for (const page of pages) place(page, `reference/${basename(page)}`, `reference/${basename(page)}`);
    place(join(ROOT, 'CHANGELOG.md'), 'CHANGELOG.md');
    const kitReadme = linksInsidePack(
      readFileSync(KIT_README, 'utf8'),
      relative(ROOT, KIT_README),
      'conformance/README.md',
      held,
    );
    mkdirSync(join(staging, 'conformance'), { recursive: true });
    writeFileSync(join(staging, 'conformance/README.md'), kitReadme);
    await bundleConformanceKit(join(staging, KIT_ENTRY), PACK_ENGINES.node, KIT_COMMAND);
    writeFileSync(
      join(staging, 'package.json'),
      `${JSON.stringify(
        {
          name: 'tradedesk-contracts',
          version: versions.http,
          description: `Tradedesk contracts: HTTP ${versions.http} (OpenAPI), realtime ${versions.realtime} (AsyncAPI), references and conformance kit`,
          license: 'UNLICENSED',
          type: 'module',
          // the kit's command and the Node it needs are the kit package's own
          bin: Object.fromEntries(Object.keys(KIT_MANIFEST.bin).map((command) => [command, KIT_ENTRY])),
          engines: PACK_ENGINES,
          contracts: { http: versions.http, realtime: versions.realtime },
          files: [...Object.values(BUNDLES), 'reference/', 'conformance/', 'CHANGELOG.md'],
        },
        null,
        2,
      )}\n`,
    );
    writeFileSync(join(staging, 'README.md'), packageReadme(versions, REFERENCES, PACK_ENGINES.node));
    mkdirSync(outFolder, { recursive: true });
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', outFolder], {
        cwd: staging,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    ) as { filename: string }[];
    const name = tarballName(versions);
    if (name !== packed.filename) renameSync(join(outFolder, packed.filename), join(outFolder, name));
    return join(outFolder, name);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'release' } } });
  try {
    const tarball = await packContracts(resolve(values.out));
    console.log(`contract pack: ${relative(process.cwd(), tarball)}`);
  } catch (error) {
    console.error(`contract:pack: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
