/**
 * Tools every script of the repository shares: starting installed executables, content hashes for caches, and
 * files written whole.
 */
export { hashInputs, hashText, listFiles } from './content-hash.ts';
export { compileCache, nodeBin, runBelow, runLowest, runTool, toolEnvironment, typeCheck } from './node-bin.ts';
export { writeWhole } from './write-whole.ts';
