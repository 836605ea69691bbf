/** What the contract pack is called, in one place: the packer names its file so, and its README's commands say so. */
import KIT_MANIFEST from '../package.json' with { type: 'json' };

export type ReleaseVersions = { http: string; realtime: string };

/** `tradedesk-contracts-<version>.tgz` when both documents share a version, else both versions in the name. */
export const tarballName = (versions: ReleaseVersions) =>
  versions.http === versions.realtime
    ? `tradedesk-contracts-${versions.http}.tgz`
    : `tradedesk-contracts-${versions.http}-realtime-${versions.realtime}.tgz`;

/** The command the pack installs: the kit package's own bin. */
export const [KIT_COMMAND] = Object.keys(KIT_MANIFEST.bin);
