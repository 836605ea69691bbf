/**
 * What a release must not do: ship a contract that changed under a version already released. The released version
 * is the one on main (the merge base of HEAD with main or origin/main, as `contract:diff` compares with); a contract
 * whose sources changed since then is compared as `contract:diff` compares it, and one with changes under the same
 * info.version is named, with the version its changes call for.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareContracts, versionCalledFor } from './compare-contracts.ts';
import { bundleContracts, CONTRACT_FOLDERS, extractAtRef, git } from './contract-sources.ts';
import { parseVersion } from './versions.ts';

/** The commit main released from, or undefined where the clone has no main branch. */
export function releasedBase(root: string): string | undefined {
  for (const main of ['main', 'origin/main']) {
    try {
      return git(root, ['merge-base', 'HEAD', main]);
    } catch {
      // no such branch here: try the next
    }
  }
  return undefined;
}

/** Whether the contracts' sources differ from the base's, uncommitted and new files included. */
const sourcesChanged = (root: string, base: string) =>
  git(root, ['diff', '--name-only', base, '--', ...CONTRACT_FOLDERS]) !== '' ||
  git(root, ['ls-files', '--others', '--exclude-standard', '--', ...CONTRACT_FOLDERS]) !== '';

/**
 * One sentence per contract that changed since `base` under the version `base` released: what changed and the
 * version to release it as. Empty when the release may go out under its versions.
 */
export async function changedUnderReleasedVersions(root: string, base: string): Promise<string[]> {
  if (!sourcesChanged(root, base)) return [];
  const scratch = mkdtempSync(join(tmpdir(), 'released-contracts-'));
  try {
    extractAtRef(root, base, join(scratch, 'base'));
    const [released, current] = await Promise.all([
      bundleContracts(join(scratch, 'base'), join(scratch, 'base-bundles')),
      bundleContracts(root, join(scratch, 'head-bundles')),
    ]);
    const diffs = await compareContracts(released, current, scratch);
    return diffs
      .filter((diff) => diff.step === 'none' && diff.changes.length > 0)
      .map((diff) => {
        const version = diff.versions.head!;
        const next = versionCalledFor(parseVersion(version)!, diff.changes);
        return `the ${diff.title} changed since main released ${version} (${diff.changes.length} change${diff.changes.length > 1 ? 's' : ''}, npm run contract:diff lists them): release it as ${next}, with its "## ${next}" heading in CHANGELOG.md`;
      });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
