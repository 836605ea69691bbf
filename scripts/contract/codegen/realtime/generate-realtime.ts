/**
 * The realtime half of `npm run generate`: bundles asyncapi/ into asyncapi/dist/asyncapi.yaml, validates it with
 * @asyncapi/parser (any error fails), checks every message example against its payload schema with Ajv and every
 * private push's `x-invalidates` against the HTTP contract's reads, and writes the zod validators and typed
 * socket.io event maps into src/gen/socket/ for the app and mock-server/gen/socket/ for the mock server (which
 * never imports the app).
 * Runs on its own too: `node scripts/contract/codegen/realtime/generate-realtime.ts`. `npm run generate` runs it with
 * `--no-http-check` and checks the pushes' lists against the HTTP contract in a step of its own
 * (check-invalidates.ts), whose inputs are the HTTP contract's paths: editing an HTTP operation does not bundle and
 * validate the realtime contract again.
 */
import { Parser, type Input } from '@asyncapi/parser';
import { Ajv } from 'ajv';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { format } from 'prettier';
import { stringify } from 'yaml';
import { DEFAULT_ASYNCAPI_BUNDLE, loadAsyncApi, type AsyncApiDocument } from '../../asyncapi-document.ts';
import { bundleAsyncApi } from './bundle-asyncapi.ts';
import { checkInvalidates } from './check-invalidates.ts';
import { writeSocketClient } from './write-socket-client.ts';

const SEVERITY = ['error', 'warning', 'info', 'hint'];

async function step<T>(name: string, action: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await action();
  console.log(`${name} ok (${Math.round(performance.now() - started)} ms)`);
  return result;
}

export async function validateAsyncApi(bundle: unknown): Promise<void> {
  const { document, diagnostics } = await new Parser().parse(bundle as Input);
  const errors = diagnostics.filter((diagnostic) => diagnostic.severity === 0);
  for (const diagnostic of diagnostics)
    if (diagnostic.severity <= 1)
      console.log(
        `  ${SEVERITY[diagnostic.severity]} ${diagnostic.code}: ${diagnostic.message} at ${diagnostic.path.join('.')}`,
      );
  if (errors.length || !document) throw new Error(`asyncapi/dist/asyncapi.yaml: ${errors.length} validation errors`);
}

/** Every example of every message must be valid against the message's payload schema (the parser does not check). */
export function checkExamples(document: AsyncApiDocument): number {
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addSchema(document as object, 'asyncapi');
  const failures: string[] = [];
  let count = 0;
  for (const [key, message] of Object.entries(document.components.messages)) {
    const validate = ajv.getSchema(`asyncapi#/components/messages/${key}/payload`);
    if (!validate) throw new Error(`no payload schema for message ${key}`);
    if (!message.examples?.length) failures.push(`${key}: no example`);
    for (const example of message.examples ?? []) {
      count += 1;
      if (!validate(example.payload))
        failures.push(`${key} example ${example.name}: ${ajv.errorsText(validate.errors)}`);
    }
  }
  if (failures.length) throw new Error(`invalid AsyncAPI examples:\n  ${failures.join('\n  ')}`);
  return count;
}

/** Where the socket types go: one folder per package that speaks the realtime contract. */
export const SOCKET_TYPE_FOLDERS = ['src/gen/socket', 'mock-server/gen/socket'];

export async function generateRealtime(target = DEFAULT_ASYNCAPI_BUNDLE, { httpCheck = true } = {}): Promise<void> {
  const bundle = await step('bundle asyncapi', () => {
    const bundled = bundleAsyncApi();
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, stringify(bundled, { lineWidth: 0, aliasDuplicateObjects: false }));
    return bundled;
  });
  await step('validate asyncapi', () => validateAsyncApi(bundle));
  const document = loadAsyncApi(target);
  await step('check asyncapi examples', () => checkExamples(document));
  if (httpCheck) await step('check asyncapi x-invalidates', () => checkInvalidates(document));
  await step('socket zod and event types', async () => {
    for (const folder of SOCKET_TYPE_FOLDERS)
      for (const file of writeSocketClient(document, folder)) {
        writeFileSync(
          file,
          await format(readFileSync(file, 'utf8'), {
            filepath: file,
            singleQuote: true,
            printWidth: 120,
            trailingComma: 'all',
          }),
        );
      }
  });
}

if (import.meta.url === `file://${process.argv[1]}`)
  await generateRealtime(DEFAULT_ASYNCAPI_BUNDLE, { httpCheck: !process.argv.includes('--no-http-check') });
