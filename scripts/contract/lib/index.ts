/** Tools every script of the repository shares: starting installed executables, and content hashes for caches. */
export { hashInputs, hashText, listFiles } from './content-hash.ts';
export { compileCache, nodeBin, runTool, toolEnvironment, typeCheck } from './node-bin.ts';
