/**
 * The kit against the project's own mock, started as `npm run mock` starts it (mock-server/start.ts: the sandbox
 * and Prism behind the gateway, the socket emitter) on free ports, under /api as a real backend: every operation,
 * writes included, and the socket for 3 s. The contract and its mock must agree: zero violations, exit code 0.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, loadDocument } from '@tradedesk/contract';
import { SAMPLE_TOKEN } from '@tradedesk/contract';
import { mockTarget, removeReport, runKit, type KitRun } from './run-kit.ts';
import { GUESS_PERIOD_MS, startMock, type StartedMock } from '@tradedesk/mock-server/testing';
import { testStartAt } from '@tradedesk/mock-server/test-instant';

let mock: StartedMock | undefined;
let run: KitRun;
/**
 * The sandbox keeps state: a request built from the contract's examples may meet a state that refuses it, and the
 * sandbox says so as the real backend would (a business error, a warning of the kit). These are the refusals the
 * demo account meets: records named by the example's id, which are not this user's, a verification it passed,
 * and auction actions on the artwork the examples name, which sells at a fixed price. Verification codes are
 * real in the sandbox: the examples' sample code (482913) is not the one it sent (the kit cannot read the outbox),
 * and the demo account has neither a fund password nor the examples' passwords.
 */
const STATEFUL_REFUSALS: Record<string, string> = {
  // the sample code is not the code the sandbox sent to that address for that purpose (or it sent none)
  bindPhone: 'Incorrect verification code',
  checkEmailCode: 'Incorrect verification code',
  registerUser: 'Incorrect verification code',
  setFundPasswordWithCode: 'Incorrect verification code',
  // the example's account (trader@example.com) was never created: the demo account is the token's
  resetPassword: 'The account does not exist',
  // the demo account has no fund password: it is set with a code first, and a withdrawal is refused until then
  changeFundPassword: 'You have not set a fund password yet: set one with a verification code',
  submitWithdrawal: 'Set a fund password before withdrawing',
  // the demo account (made for the token) has no login password, so the example's current one is wrong
  changeLoginPassword: 'The old password is incorrect',
  cancelFuturesOrder: 'This order can no longer be cancelled',
  cancelSpotOrder: 'This order can no longer be cancelled',
  closeFuturesPosition: 'The record does not exist',
  // the example's quote id was never issued to the demo account: a conversion or a dual investment purchase at a
  // quote needs a quote asked first
  buyDualProduct: 'This quote cannot be used. Get a new quote.',
  convertCoin: 'This quote cannot be used. Get a new quote.',
  convertCopiedPositionToSelfHold: 'The record does not exist',
  getOptionOrderResult: 'The record does not exist',
  getWithdrawalRecord: 'The record does not exist',
  markNftOrderMessageRead: 'The record does not exist',
  // the examples' message id belongs to no message of the demo account
  getMailMessage: 'The record does not exist',
  markMailMessagesRead: 'The record does not exist',
  openNftBlindBox: 'The record does not exist',
  // the contract's example code of these two is its fixed-price artwork, not an auction
  payNftAuctionMargin: 'The item is not on sale or has ended',
  payNftOrder: 'The record does not exist',
  placeNftBid: 'The item is not on sale or has ended',
  redeemLockMiningOrderEarly: 'The record does not exist',
  removeFavourite: 'The record does not exist',
  repayOtcLoan: 'The record does not exist',
  resellNftArtwork: 'The record does not exist',
  saveWalletAddress: 'The record does not exist',
  setFuturesStopPrices: 'The record does not exist',
  submitVerification: 'Your verification has already been submitted',
  uploadBuyCryptoVoucher: 'The record does not exist',
  // the example's coupon id is none of the demo account's seeded coupons
  useCoupon: 'Coupon not found',
};

/**
 * The first minute of the guess round after the test instant: the example bet (on the round open when the rounds
 * are first numbered) is taken whatever instant the suite runs at, since a round takes bets for 25 of its 30 minutes.
 */
const inAGuessRound = () => new Date(Math.ceil(testStartAt() / GUESS_PERIOD_MS) * GUESS_PERIOD_MS + 60_000);

beforeAll(async () => {
  // one seed, so that the demo account's balances (and what it can afford) are the same on every run
  mock = await startMock({ MOCK_SEED: '20261123', MOCK_NOW: inAGuessRound().toISOString() });
  const { prismPort } = mock;
  // the contract's write examples are written around BTC at 66,342.18 (a take-profit at 68,000, a stop-loss at
  // 64,000): the market is put there first, wherever the seeded path stands at this instant
  const forced = await fetch(`http://127.0.0.1:${prismPort}/__sandbox/market/price`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ symbol: 'BTC/USDT', price: 66342.18 }),
  });
  expect(forced.status).toBe(200);
  run = await runKit([...mockTarget(mock), '--token', SAMPLE_TOKEN, '--include-writes', '--socket-seconds', '3']);
}, 120_000);
afterAll(async () => {
  removeReport(run);
  await mock?.stop();
});

describe('the conformance kit on the project mock', () => {
  it('finds no violation and exits 0', () => {
    const violations = run.report?.findings.filter((item) => item.severity === 'violation');
    expect(violations, run.stdout).toEqual([]);
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toMatch(/^PASSED: 0 violation\(s\)/m);
  });

  it('checked every operation of the contract, writes and auth included', () => {
    const operations = listOperations(loadDocument());
    const responses = run.report!.checks.filter((check) => check.channel === 'http' && check.check === 'response');
    expect(responses).toHaveLength(operations.length);
    const refused = run.report!.findings.filter((item) => item.check === 'response');
    expect(Object.fromEntries(refused.map((item) => [item.operationId, item.actual]))).toEqual(
      Object.fromEntries(
        Object.entries(STATEFUL_REFUSALS).map(([operationId, text]) => [operationId, `HTTP 200 "error": ${text}`]),
      ),
    );
    expect(
      responses
        .filter((check) => !(check.operationId! in STATEFUL_REFUSALS))
        .every((check) => check.status === 'passed'),
    ).toBe(true);
    const secured = operations.filter((operation) => operation.secured).length;
    for (const check of ['auth-missing', 'auth-wrong']) {
      expect(run.report!.checks.filter((item) => item.check === check && item.status === 'passed')).toHaveLength(
        secured,
      );
    }
    for (const check of ['missing-required', 'wrong-type', 'out-of-range']) {
      const ran = run.report!.checks.filter((item) => item.check === check && item.status !== 'skipped');
      expect(ran.length, check).toBeGreaterThan(operations.length / 3);
    }
  });

  it('logged in on the socket, subscribed, and received valid market events', () => {
    const socket = run.report!.checks.filter((check) => check.channel === 'socket');
    expect(socket.filter((check) => check.check === 'login').map((check) => check.status)).toEqual(['passed']);
    expect(socket.filter((check) => check.check === 'subscribe').length).toBeGreaterThan(0);
    expect(socket.filter((check) => check.check === 'subscribe').every((check) => check.status === 'passed')).toBe(
      true,
    );
    const listened = new Map(
      socket.filter((check) => check.check === 'listen').map((check) => [check.event, check.status]),
    );
    // single tickers before the kit watches pairs, batches after
    expect(socket.find((check) => check.event === 'watch_tickers')?.status).toBe('passed');
    for (const event of ['daymarket', 'daymarket_batch', 'kline', 'market_depth', 'match_trade'])
      expect(listened.get(event), event).toBe('passed');
    expect(run.report!.summary.events).toBeGreaterThanOrEqual(4);
  });
});
