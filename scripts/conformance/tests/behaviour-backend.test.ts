/**
 * The scenarios against a backend in perfect shape that breaks behaviour (fixtures/behaviour-backend.ts): each
 * seeded defect fails exactly the steps that prove it, every other step passes, and the failing steps carry
 * the request, the answer and what was expected.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BUNDLE } from '@tradedesk/contract';
import { EXPECTED_FAILURES, scenarioArgs, startBehaviourBackend } from './fixtures/behaviour-backend.ts';
import { runKitOnce } from './run-kit.ts';

const kit = runKitOnce(() => startBehaviourBackend({ openapi: DEFAULT_BUNDLE }), scenarioArgs);

describe('the scenarios on a backend that breaks behaviour', () => {
  it('fail the run (exit 1)', () => {
    expect(kit.run.code, kit.run.stderr).toBe(1);
  });

  it.each(Object.entries(EXPECTED_FAILURES))('report %s at exactly the steps its defect breaks', (scenario, seeded) => {
    const steps = kit.run.report!.checks.filter((check) => check.scenario === scenario);
    expect(steps.length, seeded.defect).toBeGreaterThan(seeded.steps.length);
    expect(steps.filter((check) => check.status === 'failed').map((check) => check.check)).toEqual(seeded.steps);
    expect(steps.filter((check) => check.status === 'skipped')).toEqual([]);
    const findings = kit.run.report!.findings.filter((item) => item.scenario === scenario);
    expect(findings.map((item) => [item.kind, item.check])).toEqual(seeded.steps.map((step) => ['behaviour', step]));
  });

  it('show, for a failing step, the request, the answer and what was expected', () => {
    const [moved] = kit.run.report!.findings.filter((item) => item.check === 'spot USDT went down by 10');
    expect(moved.request).toBe('POST /wallet/detail?lang=en body: currency=3&type=change');
    expect(moved.path).toBe('$.message.change_balance');
    expect(moved.expected).toBe('changed by -10 from 5000.00000000 (to 4990)');
    expect(JSON.stringify(moved.actual)).toContain('5000.00000000');
    const [push] = kit.run.report!.findings.filter((item) => item.check === 'a balance_change push for the BTC bought');
    expect(push.expected).toMatch(/^a balance_change event after "buy 0.001 BTC at the market", within 5000 ms of it/);
    const [listed] = kit.run.report!.findings.filter((item) => item.check === 'the open orders no longer list it');
    expect(listed.expected).toBe('absent (nothing at this path)');
  });

  it('write every step to junit.xml and index.html, the failing ones as failures', () => {
    const xml = readFileSync(join(kit.run.reportDir, 'junit.xml'), 'utf8');
    const html = readFileSync(join(kit.run.reportDir, 'index.html'), 'utf8');
    for (const check of kit.run.report!.checks) {
      expect(xml).toContain(`classname="scenario.${check.scenario}" name="${check.check}"`);
      expect(html).toContain(check.check);
    }
    const failures = Object.values(EXPECTED_FAILURES).flatMap((seeded) => seeded.steps);
    expect(xml).toMatch(new RegExp(`<testsuite name="scenario" tests="\\d+" failures="${failures.length}"`));
  });
});
