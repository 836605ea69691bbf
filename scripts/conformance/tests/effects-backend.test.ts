/**
 * `--effects` on the behaviour fixture (fixtures/behaviour-backend.ts): on its defects it finds exactly the two
 * seeded for it (a write that changes a read it does not name, a refusal that leaves a trace), each with the write's
 * request and the read before and after; on its correct variant, which differs from the mock wherever the contract
 * lets a server differ (decimals, ids, answers a quarter of a second late), it finds nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BUNDLE } from '@tradedesk/contract';
import {
  EFFECT_DEFECTS,
  EFFECT_WRITES,
  startBehaviourBackend,
  type BehaviourBackend,
} from './fixtures/behaviour-backend.ts';
import { removeReport, runKit, type KitRun } from './run-kit.ts';

const backends: BehaviourBackend[] = [];
const runs: Record<'defects' | 'correct', KitRun | undefined> = { defects: undefined, correct: undefined };

const effectsOf = (run: KitRun | undefined) => run!.report!.findings.filter((item) => item.check === 'effects');

beforeAll(async () => {
  for (const variant of ['defects', 'correct'] as const) {
    const backend = await startBehaviourBackend({ openapi: DEFAULT_BUNDLE, variant });
    backends.push(backend);
    runs[variant] = await runKit([
      '--target',
      backend.apiUrl,
      '--login',
      'qa@example.com:secret123',
      '--effects',
      '--settle-seconds',
      '0.5',
      '--operations',
      EFFECT_WRITES.join(','),
      '--no-socket',
    ]);
  }
}, 120_000);
afterAll(async () => {
  for (const backend of backends) await backend.stop();
  removeReport(runs.defects);
  removeReport(runs.correct);
});

describe('--effects on a backend that breaks what its writes change', () => {
  it('finds each seeded defect, and nothing else', () => {
    expect(runs.defects!.code, runs.defects!.stdout).toBe(1);
    expect(effectsOf(runs.defects).map((item) => [item.kind, item.operationId, item.expected.split(' ')[0]])).toEqual(
      EFFECT_DEFECTS.map((defect) => [...defect]),
    );
  });

  it('shows the write that did it and the read before and after', () => {
    const [undeclared, refusal] = effectsOf(runs.defects);
    expect(undeclared.request).toBe(
      'POST /user/Transfer?lang=en body: number=100&from_currency_id=3&to_currency_id=1&quote_id=Q17',
    );
    expect(undeclared.message).toBe('convertCoin changed getFuturesTradeInfo, which its x-invalidates does not name');
    expect(undeclared.actual).toEqual(['$.message.user_lever: "300.00000000" -> "299.80000000"']);
    expect(refusal.message).toBe('submitWithdrawal was refused and still changed getWalletDetail');
    expect(refusal.request).toMatch(/^POST \/wallet\/out\?lang=en body: currency=3&number=150&/);
  });

  it('judges every write it performs: performed or refused', () => {
    const judged = runs.defects!.report!.checks.filter((check) => check.check === 'effects');
    expect(judged.map((check) => check.operationId).sort()).toEqual([...EFFECT_WRITES].sort());
    expect(judged.filter((check) => check.status === 'skipped')).toEqual([]);
  });
});

describe('--effects on a backend that is right but different', () => {
  it('finds nothing', () => {
    expect(effectsOf(runs.correct)).toEqual([]);
    const judged = runs.correct!.report!.checks.filter((check) => check.check === 'effects');
    expect(judged.map((check) => check.status)).toEqual(EFFECT_WRITES.map(() => 'passed'));
  });
});
