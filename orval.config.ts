/**
 * Orval turns the bundled contract into TanStack Query hooks (src/gen/api, types in src/gen/model) and zod
 * validators (src/gen/zod), one module per tag. `npm run generate` bundles the contract first.
 * Reads get query and suspense-query hooks and writes get mutation hooks, by each operation's `x-effect`
 * rather than by HTTP method, because many reads of this API are POSTs.
 */
import { defineConfig } from 'orval';
import { DEFAULT_BUNDLE, listOperations, loadDocument } from '@tradedesk/contract';
import { unwrapEnvelope } from '@tradedesk/contract/codegen';

const bundle = process.env.OPENAPI_BUNDLE ?? DEFAULT_BUNDLE;
/**
 * Where the code goes: src/gen, or the folder `npm run generate` has Orval write aside before it takes only what
 * changed into src/gen (ORVAL_OUTPUT, at the same depth, so that the imports Orval writes hold in both).
 */
const out = process.env.ORVAL_OUTPUT ?? 'src/gen';
const READ = { useQuery: true, useSuspenseQuery: true, useMutation: false, signal: true };
const WRITE = { useQuery: false, useSuspenseQuery: false, useMutation: true };
const hooksByEffect = Object.fromEntries(
  listOperations(loadDocument(bundle)).map((operation) => [
    operation.operationId,
    { query: operation.effect === 'read' ? READ : WRITE },
  ]),
);
const input = { target: bundle, override: { transformer: unwrapEnvelope } };

export default defineConfig({
  hooks: {
    input,
    output: {
      mode: 'tags-split',
      target: `${out}/api`,
      schemas: `${out}/model`,
      client: 'react-query',
      httpClient: 'fetch',
      clean: true,
      override: {
        mutator: { path: 'src/shared/lib/http/http-client.ts', name: 'httpRequest' },
        fetch: { includeHttpResponseReturnType: false },
        query: { version: 5, signal: true },
        operations: hooksByEffect,
      },
    },
  },
  validators: {
    input,
    output: {
      mode: 'tags-split',
      target: `${out}/zod`,
      client: 'zod',
      fileExtension: '.zod.ts',
      // Request bodies are not strict: a body with conditional fields is a closed object plus a `oneOf` of partial
      // branches (a limit order needs its price), and a strict branch would refuse the object's other fields.
      override: { zod: { strict: { response: true, body: false, query: true, param: true, header: false } } },
      // no `clean` here: it would wipe the hooks written by the project above
    },
  },
});
