/**
 * A server that settles in real time and pushes late, as the kit meets one without --sandbox-clock: the project's
 * mock left to run on its own clock, which the kit cannot move, its pushes passed on 2 s late
 * (fixtures/late-socket.ts). The seconds option (its shortest period is 30 s) is waited out as a real server needs,
 * and its closed_microorder push is expected within the grace once the server reports it settled, however long
 * after the placement that is. The instant is this file's own: what it proves does not depend on the hour, and the
 * test is a wait, not work.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startMock, type StartedMock } from '@tradedesk/mock-server/testing';
import { startLateSocket, type LateSocket } from './fixtures/late-socket.ts';
import { removeReport, runKit, type KitRun } from './run-kit.ts';

const OPTION_SCENARIO = 'seconds option placed and settled';
/** Later than a push is ever sent by the mock, well within the kit's grace (PUSH_GRACE_MS). */
const PUSH_DELAY_MS = 2_000;

let mock: StartedMock;
let socket: LateSocket;
let run: KitRun;

beforeAll(async () => {
  mock = await startMock({ MOCK_SEED: '20261123', MOCK_NOW: '2026-11-23T09:00:00Z' });
  socket = await startLateSocket(`http://127.0.0.1:${mock.socketPort}`, PUSH_DELAY_MS);
  run = await runKit([
    '--target',
    `http://127.0.0.1:${mock.prismPort}/api`,
    '--socket',
    socket.url,
    '--login',
    'qa@example.com:secret123',
    '--scenarios',
    '--only-scenarios',
    '--scenario',
    OPTION_SCENARIO,
  ]);
}, 120_000);
afterAll(async () => {
  removeReport(run);
  await socket?.stop();
  await mock?.stop();
});

it('passes the option scenario, its push counted from the settlement, not from the placement', () => {
  expect(run.report?.findings, run.stdout).toEqual([]);
  expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
  const steps = run.report!.checks.filter((check) => check.scenario === OPTION_SCENARIO);
  expect(steps.map((check) => [check.check, check.status])).toEqual([
    ['read the periods', 'passed'],
    ['place an Up option of the shortest period', 'passed'],
    ['let its period pass', 'passed'],
    ['it is settled', 'passed'],
    ['a closed_microorder push for it', 'passed'],
  ]);
  // the period was waited out on the server's own clock
  expect(run.durationMs).toBeGreaterThanOrEqual(30_000);
});
