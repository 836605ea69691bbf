/** The kit's OperationId type names every operation of the contract, and nothing else. */
import { describe, expect, it } from 'vitest';
import { listOperations, loadDocument } from '../contract-document.ts';
import { operationIdsModule } from './write-operation-ids.ts';

describe('the operation ids written for the conformance kit', () => {
  it('are exactly the contract’s operationIds, one member of the union each', () => {
    const document = loadDocument();
    const members = [...operationIdsModule(document).matchAll(/^ {2}\| "([^"]+)";?$/gm)].map((match) => match[1]);
    const ids = listOperations(document).map((operation) => operation.operationId);
    expect(members.length).toBeGreaterThan(100);
    expect(new Set(members)).toEqual(new Set(ids));
    expect(members).toHaveLength(new Set(members).size);
  });
});
