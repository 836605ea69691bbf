/**
 * The document Prism serves. It is the bundled contract with one change: every 200 answer is a `oneOf` of the
 * success envelope and the error envelope, and json-schema-faker (behind Prism's dynamic mode) picks a `oneOf`
 * branch at random, so half the dynamic answers would be errors. The mock keeps the success branch for
 * generated data; every error envelope stays reachable by name (`Prefer: example=error`, `sessionExpired`,
 * `verificationRequired`) because the examples are kept as they are.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { stringify } from 'yaml';
import {
  loadDocument,
  resolveLocal,
  successBranch,
  type OpenApiDocument,
} from '../scripts/contract/contract-document.ts';

export function toMockDocument(document: OpenApiDocument): OpenApiDocument {
  const mock = structuredClone(document);
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

/** Writes the mock document of a bundle (its file, or the document already read) to `target`. */
export function writeMockDocument(source: string | OpenApiDocument | undefined, target: string): string {
  mkdirSync(dirname(target), { recursive: true });
  const document = typeof source === 'object' ? source : loadDocument(source);
  // Written aside and renamed: a mock starting at the same moment never reads a half-written file.
  const partial = `${target}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(partial, stringify(toMockDocument(document), { aliasDuplicateObjects: false }));
  renameSync(partial, target);
  return target;
}
