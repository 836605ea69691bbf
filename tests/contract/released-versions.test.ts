/**
 * `npm run contract:pack` refuses a contract that changed under a version main released: on a branch of a real git
 * repository, an added operation under the same version is named with the version it calls for, and the version
 * taking that step lets it through.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedUnderReleasedVersions, releasedBase } from '@tradedesk/contract/diff';
import { contractsRepo } from '../support/contracts-repo.ts';
describe('a release of a contract that changed under a version main released', () => {
  let contracts: ReturnType<typeof contractsRepo>;
  let repo: string;

  beforeAll(() => {
    contracts = contractsRepo('released-contracts-repo-', 'add-an-operation');
    repo = contracts.folder;
  });
  afterAll(() => contracts.remove());

  it('is refused with the version its changes call for, until the version takes that step', async () => {
    const base = releasedBase(repo)!;
    expect(base).toBe(contracts.git('rev-parse', 'main'));
    expect(await changedUnderReleasedVersions(repo, base)).toEqual([]);

    const rootFile = join(repo, 'openapi/openapi.yaml');
    const root = parse(readFileSync(rootFile, 'utf8')) as { info: { version: string }; paths: Record<string, unknown> };
    const [firstPath] = Object.keys(root.paths);
    root.paths['/released/added'] = root.paths[firstPath];
    writeFileSync(rootFile, stringify(root));
    const [major, minor, patch] = root.info.version.split('.').map(Number);
    const next = major === 0 ? `0.${minor}.${patch + 1}` : `${major}.${minor + 1}.0`;
    expect(await changedUnderReleasedVersions(repo, base)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^the HTTP contract changed since main released ${root.info.version} \\(\\d+ changes?.*release it as ${next.replaceAll('.', '\\.')}, with its "## ${next.replaceAll('.', '\\.')}" heading`,
        ),
      ),
    ]);

    root.info.version = next;
    writeFileSync(rootFile, stringify(root));
    expect(await changedUnderReleasedVersions(repo, base)).toEqual([]);
  }, 120_000);
});
