/**
 * The sandbox is the reference behaviour: every scenario, run by the command line with --scenarios against the
 * project's mock (a fresh account; the fund password and codes as a tester has them: --fund-password, the
 * outbox as --code-from; the option's period passed by moving the sandbox's clock), passes every step.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type StartedMock } from '@tradedesk/mock-server/testing';
import { testMockNow } from '@tradedesk/mock-server/test-instant';
import { SCENARIOS } from '../scenarios/index.ts';
import { removeReport, runKit, type KitRun } from './run-kit.ts';

let mock: StartedMock;
let run: KitRun;

beforeAll(async () => {
  mock = await startMock({ MOCK_SEED: '20261123', MOCK_NOW: testMockNow() });
  const sandbox = `http://127.0.0.1:${mock.prismPort}`;
  run = await runKit([
    '--target',
    `${sandbox}/api`,
    '--socket',
    `http://127.0.0.1:${mock.socketPort}`,
    '--login',
    'qa@example.com:secret123',
    '--scenarios',
    '--only-scenarios',
    '--fund-password',
    'fund7788',
    '--code-from',
    `${sandbox}/__sandbox/outbox`,
    '--sandbox-clock',
    sandbox,
  ]);
}, 90_000);
afterAll(async () => {
  removeReport(run);
  await mock?.stop();
});

describe('the scenarios on the sandbox', () => {
  it('pass every step and exit 0', () => {
    expect(run.report?.findings, run.stdout).toEqual([]);
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
  });

  it('ran every step of every scenario, none skipped', () => {
    const steps = run.report!.checks.filter((check) => check.channel === 'scenario');
    expect(steps.map((check) => `${check.scenario}: ${check.check}`)).toEqual(
      SCENARIOS.flatMap((scenario) => scenario.steps.map((step) => `${scenario.name}: ${step.name}`)),
    );
    expect(steps.filter((check) => check.status !== 'passed')).toEqual([]);
    expect(run.report!.summary.scenarios).toBe(SCENARIOS.length);
  });
});
