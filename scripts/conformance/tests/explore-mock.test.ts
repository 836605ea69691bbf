/**
 * `--explore` against the project's mock as a backend team meets a live server: its clock running, prices moving,
 * mail arriving. Two accounts, made by their first login as the mock makes any, explore every write of the contract
 * with a fixed seed, and nothing is found: the mock keeps every rule, and what moves on its own is marked
 * `x-volatile` in the contract or named by the mock's pushes. `--explore 300` is the README's longer run.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startMock, type StartedMock } from '@tradedesk/mock-server/testing';
import { mockTarget, removeReport, runKit, type KitRun } from './run-kit.ts';

const RUNS = 10;
let mock: StartedMock;
let run: KitRun;

beforeAll(async () => {
  mock = await startMock({ MOCK_SEED: '20261123', MOCK_NOW: '2026-11-23T09:00:00Z' });
  run = await runKit([
    ...mockTarget(mock),
    '--login',
    'explorer1@example.com:secret123',
    '--login2',
    'explorer2@example.com:secret123',
    '--explore',
    String(RUNS),
    '--seed',
    '20261129',
    '--only-explore',
  ]);
}, 180_000);
afterAll(async () => {
  removeReport(run);
  await mock?.stop();
});

it('explores every write with both accounts and finds nothing', () => {
  expect(run.report!.findings, run.stdout).toEqual([]);
  expect(run.code, run.stderr).toBe(0);
  const [check] = run.report!.checks;
  expect(check).toMatchObject({ check: 'explore', status: 'passed' });
  expect(check.detail).toMatch(new RegExp(`^${RUNS} sequence\\(s\\) .* 2 account\\(s\\)`));
  // the sequences did something: calls performed and refused
  const count = (label: string) => Number(new RegExp(`(\\d+) ${label}`).exec(check.detail!)![1]);
  expect(count('performed')).toBeGreaterThan(0);
  expect(count('refused')).toBeGreaterThan(0);
});
