/**
 * The scenarios against a backend that is correct but not the mock (fixtures/behaviour-backend.ts, variant
 * 'correct'): its decimals carry another scale and trailing zeros, its order ids another range, its answers come a
 * quarter of a second late and its pushes carry their own time. A kit that compared decimals as text, expected the
 * mock's ids or a quick answer would report a correct server as broken: it reports nothing here.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_BUNDLE } from '@tradedesk/contract';
import { BEHAVIOUR_SCENARIOS, scenarioArgs, startBehaviourBackend } from './fixtures/behaviour-backend.ts';
import { runKitOnce } from './run-kit.ts';

const kit = runKitOnce(() => startBehaviourBackend({ openapi: DEFAULT_BUNDLE, variant: 'correct' }), scenarioArgs);

describe('the scenarios on a backend that is correct but different', () => {
  it('pass the run (exit 0) with no finding', () => {
    expect(kit.run.code, kit.run.stderr).toBe(0);
    expect(kit.run.report!.findings).toEqual([]);
  });

  it('ran every step of the four scenarios, and each passed', () => {
    const steps = kit.run.report!.checks.filter((check) => BEHAVIOUR_SCENARIOS.includes(String(check.scenario)));
    expect(new Set(steps.map((check) => check.scenario))).toEqual(new Set(BEHAVIOUR_SCENARIOS));
    expect(
      steps.filter((check) => check.status !== 'passed').map((check) => `${check.check}: ${check.status}`),
    ).toEqual([]);
  });
});
