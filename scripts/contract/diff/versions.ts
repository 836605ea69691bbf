/**
 * Semantic versions of the contracts (`info.version`). A breaking change needs a major step; while the major is 0,
 * the minor is the major step (semver's 0.y.z is unstable, and npm's `^0.8.0` accepts 0.8.x only).
 */
export type Version = { major: number; minor: number; patch: number; text: string };
export type Step = 'major' | 'minor' | 'patch' | 'none' | 'lower';

const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

export function parseVersion(text: string): Version | undefined {
  const match = SEMVER.exec(text);
  return match ? { major: +match[1], minor: +match[2], patch: +match[3], text } : undefined;
}

/** How far `head` moved from `base`, in the contract's sense (0.y.z: a minor step counts as major). */
export function versionStep(base: Version, head: Version): Step {
  const order = (version: Version) => [version.major, version.minor, version.patch];
  const [a, b] = [order(base), order(head)];
  const first = a.findIndex((part, index) => part !== b[index]);
  if (first === -1) return 'none';
  if (b[first] < a[first]) return 'lower';
  if (first === 0 || (base.major === 0 && first === 1)) return 'major';
  return first === 1 ? 'minor' : 'patch';
}

/** The smallest version after `base` that a change of this weight needs. */
export function nextVersion(base: Version, weight: 'breaking' | 'addition' | 'fix'): string {
  const { major, minor, patch } = base;
  if (weight === 'breaking') return major === 0 ? `0.${minor + 1}.0` : `${major + 1}.0.0`;
  if (weight === 'addition' && major > 0) return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}
