/** Comparing the contracts with a released state, for the tools that release them (the contract pack). */
export { changedUnderReleasedVersions, releasedBase } from './released.ts';
