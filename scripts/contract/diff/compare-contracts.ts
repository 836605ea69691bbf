/**
 * Compares the bundles of both contracts and decides, contract by contract, whether the change may ship: a
 * breaking change needs a major version step (versions.ts); a contract that disappears is breaking.
 */
import { toChanges, redoclyDiff, type Change } from './classify.ts';
import type { Bundles, ContractId } from './contract-sources.ts';
import { nextVersion, parseVersion, versionStep, type Step, type Version } from './versions.ts';

export const TITLES: Record<ContractId, string> = { http: 'HTTP contract', realtime: 'Realtime contract' };

export type ContractDiff = {
  contract: ContractId;
  title: string;
  versions: { base?: string; head?: string };
  step: Step | 'new' | 'removed' | 'invalid';
  changes: Change[];
  breaking: number;
  passed: boolean;
  /** One sentence: what the result means and, when it fails, what to do. */
  verdict: string;
};

/** The smallest version after `base` that these changes call for: a breaking one, an addition, or a fix. */
export function versionCalledFor(base: Version, changes: Change[]): string {
  if (changes.some((change) => change.breaking)) return nextVersion(base, 'breaking');
  return nextVersion(base, changes.some((change) => change.impact === 'minor') ? 'addition' : 'fix');
}

function compared(contract: ContractId, changes: Change[], baseText: string, headText: string): ContractDiff {
  const title = TITLES[contract];
  const breaking = changes.filter((change) => change.breaking).length;
  const versions = { base: baseText, head: headText };
  const [base, head] = [parseVersion(baseText), parseVersion(headText)];
  if (!base || !head) {
    const wrong = !head ? headText : baseText;
    const verdict = `info.version "${wrong}" is not a semantic version (major.minor.patch)`;
    return { contract, title, versions, step: 'invalid', changes, breaking, passed: false, verdict };
  }
  const step = versionStep(base, head);
  const result = { contract, title, versions, step, changes, breaking };
  if (step === 'lower')
    return { ...result, passed: false, verdict: `info.version went down from ${baseText} to ${headText}` };
  if (breaking && step !== 'major') {
    const needed = versionCalledFor(base, changes);
    const verdict = `${breaking} breaking change${breaking > 1 ? 's' : ''} without a major version step (${baseText} → ${headText}): raise info.version to ${needed} or later${base.major === 0 ? ' (while 0.y.z the minor is the major step)' : ''}, or undo ${breaking > 1 ? 'them' : 'it'}`;
    return { ...result, passed: false, verdict };
  }
  if (breaking)
    return {
      ...result,
      passed: true,
      verdict: `${breaking} breaking change${breaking > 1 ? 's' : ''}, released as ${headText} (a major step from ${baseText})`,
    };
  if (!changes.length)
    return {
      ...result,
      passed: true,
      verdict: step === 'none' ? 'no change' : `no change, version ${baseText} → ${headText}`,
    };
  const advice =
    step === 'none' ? `; the next release should be ${versionCalledFor(base, changes)}` : `, released as ${headText}`;
  return { ...result, passed: true, verdict: `no breaking change${advice}` };
}

export async function compareContracts(base: Bundles, head: Bundles, workDir: string): Promise<ContractDiff[]> {
  const contracts = (['http', 'realtime'] as const).filter((contract) => base[contract] || head[contract]);
  return Promise.all(
    contracts.map(async (contract): Promise<ContractDiff> => {
      const [before, after] = [base[contract], head[contract]];
      const title = TITLES[contract];
      if (!before)
        return {
          contract,
          title,
          versions: {},
          step: 'new',
          changes: [],
          breaking: 0,
          passed: true,
          verdict: 'a new contract',
        };
      if (!after)
        return {
          contract,
          title,
          versions: {},
          step: 'removed',
          changes: [],
          breaking: 1,
          passed: false,
          verdict: 'the whole contract was removed',
        };
      const report = await redoclyDiff(before, after, workDir);
      return compared(contract, toChanges(report), report.infoVersions.base, report.infoVersions.revision);
    }),
  );
}
