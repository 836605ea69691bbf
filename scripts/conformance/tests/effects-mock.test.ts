/**
 * `--effects` against the project's mock as a backend team meets a live server: its clock running on its own, new
 * mail every few seconds and announcements for everyone, prices moving. Every write of the contract is performed
 * or refused on a fresh account, and nothing is reported: what moves is marked `x-volatile` in the contract, what
 * the server's own pushes change is told by them, and what a write brings a moment later (the support agent's
 * reply) is held against the write. The test waits out the settling after each write more than it works.
 * Then, as a team whose socket is not up yet (`--no-socket`), on another account: the mail arriving meanwhile and
 * the agent's reply are not blamed on the writes beside them, and the checks say what they could not judge.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listOperations, loadDocument } from '@tradedesk/contract';
import { startMock, type StartedMock } from '@tradedesk/mock-server/testing';
import { mockTarget, removeReport, runKit, type KitRun } from './run-kit.ts';

/** Every write but the session ones (logins, logouts), which --effects leaves alone. */
const WRITES = listOperations(loadDocument()).filter(
  (operation) => operation.effect === 'write' && operation.tag !== 'auth',
);
/** Writes of one account only (a public read, like the NFT market, moves with the other account's writes). */
const WITHOUT_SOCKET = ['sendSupportChatMessage', 'updateNickname', 'addFavourite'];
let mock: StartedMock;
let run: KitRun;
let unheard: KitRun;

beforeAll(async () => {
  mock = await startMock({
    MOCK_SEED: '20261123',
    MOCK_NOW: '2026-11-23T09:00:00Z',
    MOCK_MAIL_EVERY_MS: '4000',
    MOCK_ANNOUNCE_EVERY_MS: '7000',
  });
  run = await runKit([
    ...mockTarget(mock),
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
  // after the first run, whose writes to what everyone reads (an NFT's bids) would land beside these
  unheard = await runKit([
    ...mockTarget(mock, false),
    '--token',
    'a1b2c3d4e5f60718293a4b5c6d7e8f91',
    '--effects',
    '--operations',
    WITHOUT_SOCKET.join(','),
  ]);
}, 300_000);
afterAll(async () => {
  removeReport(run);
  removeReport(unheard);
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

it('without the socket, blames no write for the mail and the reply it cannot hear, and says what it did not judge', () => {
  const effects = unheard.report!.checks.filter((check) => check.check === 'effects');
  expect(effects.map((check) => check.operationId).sort()).toEqual([...WITHOUT_SOCKET].sort());
  expect(
    unheard.report!.findings.filter((item) => item.check === 'effects'),
    unheard.stdout,
  ).toEqual([]);
  expect(
    effects.every((check) => check.detail?.startsWith('performed')),
    unheard.stdout,
  ).toBe(true);
  // the performed writes' settling spans more than one mail interval: mail arrived beside at least one of them
  expect(
    effects.some((check) => /not judged: a mail_message push may have changed it, unheard/.test(check.detail ?? '')),
    unheard.stdout,
  ).toBe(true);
});
