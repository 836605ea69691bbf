/**
 * Who answers each operation of the contract, as the running mock tells it (`GET /__sandbox/operations`): every
 * operation that needs the session token is the user's and answered by the sandbox; every operation Prism answers
 * reads the same twice. An operation new to the contract is answered by Prism at once, without a handler; this
 * test then fails naming it, until a sandbox domain answers it or the contract gives it a written example
 * (`x-mock-example`).
 */
import { describe, expect, it } from 'vitest';
import { listOperations, loadDocument } from '@tradedesk/contract';
import { useSandbox } from './harness.ts';

const sandbox = useSandbox({ ticksPerSecond: 0.001 });

type Listed = { operationId: string; method: string; path: string; answeredBy: 'sandbox' | 'prism'; reason: string };

const listed = async () => sandbox.control.raw<Listed[]>('GET', '/operations');

describe('the split between the sandbox and Prism', () => {
  it('lists every operation of the contract, each with who answers it and why', async () => {
    const operations = await listed();
    expect(operations.map((operation) => operation.operationId).sort()).toEqual(
      listOperations(loadDocument())
        .map((operation) => operation.operationId)
        .sort(),
    );
    for (const operation of operations)
      expect(operation.reason, operation.operationId).toMatch(
        operation.answeredBy === 'sandbox'
          ? /^(user|shared)-state$/
          : /^(written-example|generated|user-state-without-handler)$/,
      );
  });

  it('answers every operation that needs the session token in the sandbox', async () => {
    const secured = new Set(
      listOperations(loadDocument())
        .filter((operation) => operation.secured)
        .map((operation) => operation.operationId),
    );
    const byPrism = (await listed()).filter(
      (operation) => secured.has(operation.operationId) && operation.answeredBy === 'prism',
    );
    expect(
      byPrism.map((operation) => operation.operationId),
      'needs the token, yet Prism answers it',
    ).toEqual([]);
  });

  it('lets Prism answer only what reads the same twice', async () => {
    const byPrism = (await listed()).filter((operation) => operation.answeredBy === 'prism');
    expect(
      byPrism.filter((operation) => operation.reason !== 'written-example').map((operation) => operation.operationId),
      'Prism generates a new answer on every read: give it a handler or an x-mock-example',
    ).toEqual([]);
    const operations = new Map(listOperations(loadDocument()).map((operation) => [operation.operationId, operation]));
    for (const { operationId, method, path } of byPrism) {
      // what a client must send: each required query parameter at its documented example
      const query = new URLSearchParams({ lang: 'en' });
      for (const parameter of operations.get(operationId)!.parameters)
        if (parameter.in === 'query' && parameter.required) query.set(parameter.name, String(parameter.example));
      const read = async () => (await fetch(`${sandbox.url}/api${path}?${query}`, { method })).json();
      expect(await read(), operationId).toEqual(await read());
    }
  });
});
