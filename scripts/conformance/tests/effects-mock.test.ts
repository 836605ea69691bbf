/**
 * `--effects` against the project's mock as a backend team meets a live server: its clock running on its own, new
 * mail every few seconds and announcements for everyone, prices moving. Every write of the contract is performed
 * or refused on a fresh account, and nothing is reported: what moves is marked `x-volatile` in the contract, what
 * the server's own pushes change is told by them, and what a write brings a moment later (the support agent's
 * reply) is held against the write. The test waits out the settling after each write more than it works.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listOperations, loadDocument } from '@tradedesk/contract';
import { startMock, type StartedMock } from '@tradedesk/mock-server/testing';
import { removeReport, runKit, type KitRun } from './run-kit.ts';

/** Every write but the session ones (logins, logouts), which --effects leaves alone. */
const WRITES = listOperations(loadDocument()).filter(
  (operation) => operation.effect === 'write' && operation.tag !== 'auth',
);
let mock: StartedMock;
let run: KitRun;

beforeAll(async () => {
  mock = await startMock({
    MOCK_SEED: '20261123',
    MOCK_NOW: '2026-11-23T09:00:00Z',
    MOCK_MAIL_EVERY_MS: '4000',
    MOCK_ANNOUNCE_EVERY_MS: '7000',
  });
  run = await runKit([
    '--target',
    `http://127.0.0.1:${mock.prismPort}/api`,
    '--socket',
    `http://127.0.0.1:${mock.socketPort}`,
    '--token',
    'a1b2c3d4e5f60718293a4b5c6d7e8f90',
    '--effects',
    // the writes alone: the operation-by-operation checks of the reads are mock.test.ts's; every read is still read
    // around each write
    '--operations',
    WRITES.map((operation) => operation.operationId).join(','),
    '--socket-seconds',
    '1',
  ]);
}, 240_000);
afterAll(async () => {
  removeReport(run);
  await mock?.stop();
});

it('judges every write but the session ones, and finds nothing', () => {
  const effects = run.report!.checks.filter((check) => check.check === 'effects');
  expect(effects.map((check) => check.operationId)).toEqual(WRITES.map((operation) => operation.operationId));
  expect(
    effects.filter((check) => check.status === 'skipped'),
    run.stdout,
  ).toEqual([]);
  expect(
    run.report!.findings.filter((item) => item.check === 'effects'),
    run.stdout,
  ).toEqual([]);
  // the writes did something: most were performed, the rest refused, and mail arrived meanwhile
  expect(effects.filter((check) => check.detail?.startsWith('performed')).length).toBeGreaterThan(15);
  expect(effects.some((check) => /with a mail_message push/.test(check.detail ?? ''))).toBe(true);
});
