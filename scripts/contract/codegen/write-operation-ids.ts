/**
 * Writes the contract's operation ids as a type into the conformance kit (scripts/conformance/gen/, generated, not
 * committed): a scenario's step names the operation it calls by one of them, so a step naming an operation the
 * contract does not have, or no longer has, fails the type check instead of only the run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { listOperations, loadDocument, type OpenApiDocument } from '../contract-document.ts';

export function operationIdsModule(document: OpenApiDocument): string {
  const ids = [...new Set(listOperations(document).map((operation) => operation.operationId))].sort();
  if (!ids.length) throw new Error('the contract has no operation');
  return [
    '/** Generated from openapi/dist/openapi.yaml by scripts/contract/codegen/write-operation-ids.ts: do not edit. */',
    '',
    '/** Every operationId of the contract. */',
    'export type OperationId =',
    ...ids.map((id, index) => `  | ${JSON.stringify(id)}${index === ids.length - 1 ? ';' : ''}`),
    '',
  ].join('\n');
}

export function writeOperationIds(bundle: string, folder = 'scripts/conformance/gen'): void {
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'operation-ids.ts'), operationIdsModule(loadDocument(bundle)));
}
