/**
 * The document Prism serves, derived from the bundled contract with two changes:
 * - Every 200 answer is a `oneOf` of the success envelope and the error envelope, and json-schema-faker (behind
 *   Prism's dynamic mode) picks a `oneOf` branch at random, so half the dynamic answers would be errors. The mock
 *   keeps the success branch for generated data; every error envelope stays reachable by name
 *   (`Prefer: example=error`, `sessionExpired`, `verificationRequired`) because the examples are kept as they are.
 * - `x-mock-schema` hints take effect. The published contract states what the API promises (open coin lists,
 *   image paths or full URLs, lists as long as the page asked for); the mock's generated data stays smaller and
 *   offline: a schema's `x-mock-schema` keywords replace its own in this copy (`null` removes a keyword), e.g.
 *   `x-mock-schema: { maxItems: 10 }` on a list or `{ pattern: '^/upload/...' }` on an image.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { stringify } from 'yaml';
import { hashInputs } from '@tradedesk/contract/tools';
import { DEFAULT_BUNDLE, loadDocument, resolveLocal, successBranch, type OpenApiDocument } from '@tradedesk/contract';

const ROOT = new URL('..', import.meta.url).pathname;
const CACHE = new URL('.cache', import.meta.url).pathname;
/** What the mock document is made from: the bundle and the code that derives it. */
const DERIVED_FROM = ['mock-server/mock-document.ts', 'scripts/contract/contract-document.ts'];
/** Documents of other bundles stay a while: a mock started from one may still be reading it. */
const KEPT = 3;

export const MOCK_SCHEMA_HINT = 'x-mock-schema';

/** Applies every `x-mock-schema` hint in place and removes the hints. */
export function applyMockSchemaHints(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) applyMockSchemaHints(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  const hint = record[MOCK_SCHEMA_HINT];
  if (hint !== undefined) {
    if (!hint || typeof hint !== 'object' || Array.isArray(hint))
      throw new Error(`${MOCK_SCHEMA_HINT} must be an object of schema keywords, got ${JSON.stringify(hint)}`);
    delete record[MOCK_SCHEMA_HINT];
    for (const [keyword, value] of Object.entries(hint)) {
      if (value === null) delete record[keyword];
      else record[keyword] = structuredClone(value);
    }
  }
  for (const value of Object.values(record)) applyMockSchemaHints(value);
}

export function toMockDocument(document: OpenApiDocument): OpenApiDocument {
  const mock = structuredClone(document);
  applyMockSchemaHints(mock);
  for (const item of Object.values(mock.paths)) {
    for (const operation of Object.values(item)) {
      const json = resolveLocal(mock, operation.responses?.['200'])?.content?.['application/json'];
      if (!json?.schema?.oneOf) continue;
      const success = successBranch(mock, json.schema);
      if (success) json.schema = success;
    }
  }
  return mock;
}

/** Writes `document` to `target` as JSON, aside then renamed: a mock starting at the same moment never reads half of it. */
function writeJson(document: OpenApiDocument, target: string): void {
  mkdirSync(dirname(target), { recursive: true });
  const partial = `${target}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(partial, JSON.stringify(document));
  renameSync(partial, target);
}

/** Writes the mock document of `source` to `target`, as JSON when the target ends in .json (Prism reads it faster). */
export function writeMockDocument(source: string | undefined, target: string): string {
  const mock = toMockDocument(loadDocument(source));
  if (target.endsWith('.json')) writeJson(mock, target);
  else {
    mkdirSync(dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(partial, stringify(mock, { aliasDuplicateObjects: false }));
    renameSync(partial, target);
  }
  return target;
}

/**
 * A document derived from a bundle once per content of the bundle and of the deriving code, kept in
 * mock-server/.cache/ as JSON (read many times faster than the 800 KB YAML bundle). A file never changes once
 * written, so a running mock never sees its document rewritten by another start; the last few of a kind stay.
 */
function cachedDerivation(kind: string, derive: (bundle: string) => OpenApiDocument, bundle: string, folder: string) {
  const key = hashInputs('/', [resolve(bundle), ...DERIVED_FROM.map((file) => join(ROOT, file))]).slice(0, 16);
  const target = join(folder, `openapi.${kind}.${key}.json`);
  if (existsSync(target)) return target;
  writeJson(derive(bundle), target);
  const older = readdirSync(folder)
    .filter((name) => new RegExp(`^openapi\\.${kind}\\.[0-9a-f]+\\.json$`).test(name))
    .map((name) => join(folder, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const file of older.slice(KEPT)) rmSync(file, { force: true });
  return target;
}

/** The document Prism serves (see the top of this file), cached per bundle. */
export const cachedMockDocument = (bundle = DEFAULT_BUNDLE, folder = CACHE): string =>
  cachedDerivation('mock', (file) => toMockDocument(loadDocument(file)), bundle, folder);

/** The published bundle itself as JSON, cached: what the sandbox validates its answers against. */
export const cachedBundle = (bundle = DEFAULT_BUNDLE, folder = CACHE): string =>
  cachedDerivation('bundle', (file) => loadDocument(file), bundle, folder);
