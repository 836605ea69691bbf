/**
 * The scenarios against the contract, without a backend: they call only operations it has, use only values saved
 * before, and a read that expects a write's effect is one the write's `x-invalidates` names as changed by it.
 */
import { describe, expect, it } from 'vitest';
import { listOperations, loadDocument } from '@tradedesk/contract';
import { isEvent, isWait, type Expectation, type Step } from '../scenarios/format.ts';
import { SCENARIOS } from '../scenarios/index.ts';

const operations = new Map(listOperations(loadDocument()).map((operation) => [operation.operationId, operation]));
const invalidates = (operationId: string) =>
  (operations.get(operationId)?.object as { 'x-invalidates'?: string[] } | undefined)?.['x-invalidates'] ?? [];
const expectsChange = (expectations: Expectation[] = []) =>
  expectations.some((item) => 'changedBy' in item || 'present' in item);
const templated = (step: Step) =>
  [...JSON.stringify(step).matchAll(/\{(\w+)\}/g)].map((match) => match[1]).filter((name) => !/^\d/.test(name));

describe.each(SCENARIOS.map((scenario) => [scenario.name, scenario] as const))('scenario %s', (_name, scenario) => {
  it('calls operations of the contract, with unique step names', () => {
    for (const step of scenario.steps)
      if (!isEvent(step) && !isWait(step)) expect(operations.has(step.call), step.call).toBe(true);
    expect(new Set(scenario.steps.map((step) => step.name)).size).toBe(scenario.steps.length);
  });

  it('reads a write changed only where the write declares it in x-invalidates', () => {
    let lastWrite: string | undefined;
    for (const step of scenario.steps) {
      if (isEvent(step) || isWait(step)) continue;
      const operation = operations.get(step.call)!;
      if (operation.effect === 'write') lastWrite = step.call;
      else if (lastWrite && expectsChange(step.expect))
        expect(invalidates(lastWrite), `${step.name}: ${lastWrite} -> ${step.call}`).toContain(step.call);
    }
  });

  it('uses only values saved by an earlier step (or given to the run)', () => {
    const saved = new Set(['login', 'fundPassword']);
    for (const step of scenario.steps) {
      for (const name of templated(step)) expect(saved, `${step.name} uses {${name}}`).toContain(name);
      if (!isEvent(step) && !isWait(step)) {
        for (const name of Object.keys(step.save ?? {})) saved.add(name);
        if (step.readCode) saved.add(step.readCode.as);
      }
    }
  });
});
