/**
 * `npm run contract:pack`: the tarball holds both bundles, both references and the changelog, and the conformance
 * kit inside it runs on its own, reading the bundles packed beside it, against a live mock.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PrismProcess } from '@tradedesk/mock-server';
import { listOperations, loadDocument } from '@tradedesk/contract';
import { startMock, startMockBackend } from '@tradedesk/mock-server/testing';
import { testMockNow } from '@tradedesk/mock-server/test-instant';
import { PACK_ENGINES, packContracts } from '@tradedesk/conformance/pack';

let scratch: string;
let tarball: string;
let unpacked: string;
let mock: PrismProcess;

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'contract-pack-test-'));
  vi.stubEnv('REFERENCE_DIR', join(scratch, 'reference'));
  [tarball, mock] = await Promise.all([packContracts(join(scratch, 'release')), startMockBackend()]);
  unpacked = join(scratch, 'unpacked');
  mkdirSync(unpacked);
  execFileSync('tar', ['-xzf', tarball, '-C', unpacked]);
}, 120_000);
afterAll(async () => {
  vi.unstubAllEnvs();
  await mock?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

describe('contract pack', () => {
  it('holds both bundles, both references, the changelog and the kit, under the release version', () => {
    const manifest = JSON.parse(readFileSync(join(unpacked, 'package/package.json'), 'utf8'));
    const { http, realtime } = manifest.contracts;
    // one version when both documents share it, both when they differ
    const name = http === realtime ? http : `${http}-realtime-${realtime}`;
    expect(tarball.endsWith(`tradedesk-contracts-${name}.tgz`), tarball).toBe(true);
    expect(http).toBe(manifest.version);
    for (const file of [
      'openapi/dist/openapi.yaml',
      'asyncapi/dist/asyncapi.yaml',
      'reference/index.html',
      'reference/http.html',
      'reference/realtime.html',
      'CHANGELOG.md',
      'README.md',
      'conformance/README.md',
      manifest.bin['tradedesk-conformance'],
    ])
      expect(existsSync(join(unpacked, 'package', file)), file).toBe(true);
  });

  it("is built from the conformance kit's package: its command, the Node it needs, its README", () => {
    const manifest = JSON.parse(readFileSync(join(unpacked, 'package/package.json'), 'utf8'));
    const kit = JSON.parse(readFileSync('scripts/conformance/package.json', 'utf8'));
    expect(Object.keys(manifest.bin)).toEqual(Object.keys(kit.bin));
    expect(manifest.engines).toEqual(PACK_ENGINES);
    // the kit's README, its links aside (they lead to the pack's files, see below)
    const linksAside = (markdown: string) => markdown.replace(/\]\([^)]*\)/g, '](…)');
    expect(linksAside(readFileSync(join(unpacked, 'package/conformance/README.md'), 'utf8'))).toBe(
      linksAside(readFileSync('scripts/conformance/README.md', 'utf8')),
    );
  });

  it('says what it holds: its command names the tarball as built and the bin it installs', () => {
    const readme = readFileSync(join(unpacked, 'package/README.md'), 'utf8');
    const manifest = JSON.parse(readFileSync(join(unpacked, 'package/package.json'), 'utf8'));
    const [command] = Object.keys(manifest.bin);
    expect(readme).toContain(`npx --package ./${basename(tarball)} ${command} --target`);
    const help = spawnSync(process.execPath, [join(unpacked, 'package', manifest.bin[command]), '--help'], {
      encoding: 'utf8',
    });
    expect(help.stdout).toContain(`Usage: ${command} --target <base URL>`);
    expect(help.stdout).not.toContain('npm run conformance');
  });

  it('links only to files inside the pack, from each of its READMEs', () => {
    for (const readme of ['README.md', 'conformance/README.md']) {
      const text = readFileSync(join(unpacked, 'package', readme), 'utf8');
      const targets = [...text.matchAll(/\]\(([^)\s#]+)[^)]*\)/g)]
        .map((match) => match[1])
        .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
      for (const target of targets)
        expect(existsSync(join(unpacked, 'package', dirname(readme), target)), `${readme} → ${target}`).toBe(true);
    }
  });

  it('runs the conformance kit from the pack against a live server', () => {
    const [operation] = listOperations(loadDocument()).filter((candidate) => candidate.effect === 'read');
    const kit = join(unpacked, 'package/conformance/bin/tradedesk-conformance.mjs');
    const report = join(scratch, 'conformance');
    const result = spawnSync(
      process.execPath,
      [kit, '--target', mock.url, '--operations', operation.operationId, '--no-socket', '--report', report],
      { encoding: 'utf8', env: { ...process.env, CI: 'true' } },
    );
    expect(result.status, result.stdout + result.stderr).toBe(0);
    const findings = JSON.parse(readFileSync(join(report, 'report.json'), 'utf8'));
    expect(findings.checks.some((check: { operationId?: string }) => check.operationId === operation.operationId)).toBe(
      true,
    );
  });
});

/** A Node 20 of this machine, outside the project's own Node 24 (npm scripts put that one first on PATH). */
function node20(): string | undefined {
  const candidates = [
    '/usr/bin/node',
    '/usr/local/bin/node',
    ...(process.env.PATH ?? '').split(':').map((dir) => join(dir, 'node')),
  ];
  return candidates.find(
    (candidate) =>
      existsSync(candidate) && spawnSync(candidate, ['--version'], { encoding: 'utf8' }).stdout?.startsWith('v20.'),
  );
}

describe("the pack's kit on Node 20, the oldest the pack declares (this Node where there is none)", () => {
  const node = node20() ?? process.execPath;
  it('passes every step of every scenario, and --effects and --explore find nothing on the mock', async () => {
    expect(PACK_ENGINES.node).toBe('>=20');
    const full = await startMock({ MOCK_SEED: '20261123', MOCK_NOW: testMockNow() });
    try {
      const sandbox = `http://127.0.0.1:${full.prismPort}`;
      const kit = (name: string, modes: string[]) => {
        const report = join(scratch, `node20-${name}`);
        const result = spawnSync(
          node,
          [
            join(unpacked, 'package/conformance/bin/tradedesk-conformance.mjs'),
            ...['--target', `${sandbox}/api`, '--socket', `http://127.0.0.1:${full.socketPort}`],
            ...['--fund-password', 'fund7788', '--code-from', `${sandbox}/__sandbox/outbox`],
            ...modes,
            ...['--report', report],
          ],
          { encoding: 'utf8', env: { ...process.env, CI: 'true' } },
        );
        expect(result.status, result.stdout + result.stderr).toBe(0);
        return JSON.parse(readFileSync(join(report, 'report.json'), 'utf8')).checks as {
          check: string;
          status: string;
        }[];
      };
      const scenarios = kit('scenarios', [
        '--login',
        'node20@example.com:secret123',
        '--scenarios',
        '--only-scenarios',
        '--sandbox-clock',
        sandbox,
      ]);
      expect(scenarios.length).toBeGreaterThan(40);
      expect(scenarios.filter((check) => check.status !== 'passed')).toEqual([]);
      const effects = kit('effects', [
        ...['--login', 'node20-effects@example.com:secret123', '--include-writes', '--effects'],
        ...['--operations', 'transferBetweenAccounts'],
      ]);
      expect(effects.filter((check) => check.check === 'effects').map((check) => check.status)).toEqual(['passed']);
      const explored = kit('explore', [
        ...['--login', 'node20-a@example.com:secret123', '--login2', 'node20-b@example.com:secret123'],
        ...['--include-writes', '--explore', '3', '--seed', '7', '--only-explore'],
      ]);
      expect(explored.filter((check) => check.check === 'explore').map((check) => check.status)).toEqual(['passed']);
    } finally {
      await full.stop();
    }
  }, 180_000);
});

describe('release versions', () => {
  it('refuses a version without a changelog heading, or one that is not semantic', async () => {
    const { checkReleaseVersions } = await import('@tradedesk/conformance/pack');
    const changelog = '# Changelog\n\n## 1.2.0 (2026-11-23)\n\n- something\n';
    expect(() => checkReleaseVersions({ http: '1.2.0', realtime: '1.2.0' }, changelog)).not.toThrow();
    expect(() => checkReleaseVersions({ http: '1.2.0', realtime: '1.3.0' }, changelog)).toThrow(/## 1.3.0/);
    expect(() => checkReleaseVersions({ http: '1.2', realtime: '1.2.0' }, changelog)).toThrow(/not semantic/);
  });
});
