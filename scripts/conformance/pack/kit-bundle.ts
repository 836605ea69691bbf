/**
 * The conformance kit as one runnable file for the contract pack. It sits two folders deep (conformance/bin/) so
 * that the kit's default paths, `../../openapi/dist/openapi.yaml` and `../../asyncapi/dist/asyncapi.yaml` from its
 * own file, lead to the bundles packed beside it, as they do in this repository.
 */
import { build } from 'esbuild';

export const KIT_ENTRY = 'conformance/bin/tradedesk-conformance.mjs';
const SOURCE = new URL('../cli.ts', import.meta.url).pathname;

/** esbuild's target for the Node range the pack declares (`>=20` -> `node20`). */
function nodeTarget(engines: string): string {
  const version = /^>=\s*(\d+(?:\.\d+)*)$/.exec(engines.trim())?.[1];
  if (!version) throw new Error(`the pack's engines.node "${engines}" is not of the form >=<version>`);
  return `node${version}`;
}

/** Bundles the kit into `outfile`; its `--help` names `command`, the pack's bin that runs it. */
export async function bundleConformanceKit(outfile: string, engines: string, command: string): Promise<void> {
  await build({
    entryPoints: [SOURCE],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: nodeTarget(engines),
    // the command line runs when the bundle is started: inside it, the CLI's module is no longer the main one
    define: { 'import.meta.main': 'true', __KIT_COMMAND__: JSON.stringify(command) },
    // CommonJS dependencies (Ajv, ws) require Node's modules: give the ES module a require
    banner: {
      // (the `#!/usr/bin/env node` line comes from cli.ts itself: esbuild keeps an entry's hashbang first)
      js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
    },
    // optional native speed-ups of ws, absent unless installed
    external: ['bufferutil', 'utf-8-validate'],
    legalComments: 'eof',
    logLevel: 'warning',
  });
}
