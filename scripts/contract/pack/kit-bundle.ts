/**
 * The conformance kit as one runnable file for the contract pack. It sits two folders deep (conformance/bin/) so
 * that the kit's default paths, `../../openapi/dist/openapi.yaml` and `../../asyncapi/dist/asyncapi.yaml` from its
 * own file, lead to the bundles packed beside it, as they do in this repository.
 */
import { build } from 'esbuild';

export const KIT_ENTRY = 'conformance/bin/tradedesk-conformance.mjs';
const SOURCE = new URL('../../conformance/cli.ts', import.meta.url).pathname;

export async function bundleConformanceKit(outfile: string): Promise<void> {
  await build({
    entryPoints: [SOURCE],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // the command line runs when the file is started (Node before 24.2 has no import.meta.main)
    define: { 'import.meta.main': 'true' },
    // CommonJS dependencies (Ajv, ws) require Node's modules: give the ES module a require
    banner: {
      js: "#!/usr/bin/env node\nimport { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
    },
    // optional native speed-ups of ws, absent unless installed
    external: ['bufferutil', 'utf-8-validate'],
    legalComments: 'eof',
    logLevel: 'warning',
  });
}
