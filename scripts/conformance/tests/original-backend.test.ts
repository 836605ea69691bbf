/**
 * The kit against a backend that answers as the original one does (fixtures/original-backend.ts): full
 * image URLs, lists of 50 rows, the original's extra columns, values outside the mock's lists, Laravel's
 * object and array error messages. A server answering like that conforms: the kit reports no violation on any
 * read operation. The same answers break the mock's own document, whose x-mock-schema hints keep generated
 * data small and offline: the hints, not the published contract, hold those limits.
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toMockDocument, writeMockDocument } from '@tradedesk/mock-server';
import { DEFAULT_BUNDLE, listOperations, loadDocument } from '@tradedesk/contract';
import { createResponseValidator } from '@tradedesk/contract';
import {
  emptyStats,
  LIST_LENGTH,
  ORIGINAL_TOKEN,
  originalStyleAnswer,
  startOriginalBackend,
  type OriginalBackend,
} from './fixtures/original-backend.ts';
import { removeReport, runKit, type KitRun } from './run-kit.ts';

let backend: OriginalBackend;
let run: KitRun;
let narrowRun: KitRun;
const mockDocument = join(tmpdir(), `original-backend-mock-${process.pid}.yaml`);
const document = loadDocument();
const reads = listOperations(document).filter((operation) => operation.effect === 'read');

beforeAll(async () => {
  backend = await startOriginalBackend(DEFAULT_BUNDLE);
  const args = ['--target', backend.apiUrl, '--token', ORIGINAL_TOKEN, '--no-socket', '--timeout', '20'];
  run = await runKit(args);
  writeMockDocument(DEFAULT_BUNDLE, mockDocument);
  narrowRun = await runKit([...args, '--openapi', mockDocument]);
}, 180_000);
afterAll(async () => {
  await backend?.stop();
  removeReport(run);
  removeReport(narrowRun);
  rmSync(mockDocument, { force: true });
});

describe('the conformance kit on a backend that answers as the original does', () => {
  it('finds no violation and exits 0', () => {
    const violations = run.report?.findings.filter((item) => item.severity === 'violation');
    expect(violations, run.stdout).toEqual([]);
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
  });

  it('checked the answer of every read operation, and its refusals of broken requests', () => {
    const responses = run.report!.checks.filter((check) => check.check === 'response' && check.status !== 'skipped');
    expect(responses.map((check) => check.operationId).sort()).toEqual(
      reads.map((operation) => operation.operationId).sort(),
    );
    expect(responses.filter((check) => check.status !== 'passed')).toEqual([]);
    const refusals = run.report!.checks.filter(
      (check) => ['missing-required', 'wrong-type', 'out-of-range'].includes(check.check) && check.status !== 'skipped',
    );
    expect(refusals.length).toBeGreaterThan(reads.length / 2);
    expect(refusals.every((check) => check.status === 'passed')).toBe(true);
    const secured = reads.filter((operation) => operation.secured).length;
    expect(
      run.report!.checks.filter((check) => check.check === 'auth-wrong' && check.status === 'passed'),
    ).toHaveLength(secured);
  });

  it("fails the same backend against the mock's narrower document (the kit would catch those limits)", () => {
    expect(narrowRun.code).toBe(1);
    const expected = narrowRun.report!.findings.map((item) => item.expected).join('\n');
    expect(expected).toMatch(/maxItems/);
    expect(expected).toMatch(/pattern/);
    expect(expected).toMatch(/allowedValues/);
  });

  it('really answered the original way', () => {
    const { stats } = backend;
    expect(stats.answers).toBeGreaterThanOrEqual(reads.length);
    expect(stats.absoluteUrls).toBeGreaterThan(100);
    expect(stats.paddedLists).toBeGreaterThan(reads.length / 2);
    expect(stats.extraFields).toBeGreaterThanOrEqual(4);
    expect(stats.openValues).toBeGreaterThanOrEqual(15);
    expect(stats.objectMessages).toBeGreaterThan(20);
  });
});

describe("the mock's document keeps what the published contract leaves open", () => {
  const published = createResponseValidator(document);
  const mock = createResponseValidator(toMockDocument(document));
  const operation = (id: string) => reads.find((candidate) => candidate.operationId === id)!;
  // The mock's document keeps only the success branch, at the same place.
  const check = (validate: typeof published, id: string, answer: unknown) =>
    validate(`${operation(id).responsePointer}`, answer);

  it.each([
    ['listWalletLedger', /maxItems|pattern|enum/],
    ['listLockMiningProducts', /maxItems|pattern|enum/],
    ['getSiteConfig', /pattern|enum/],
    ['listNftArtworks', /maxItems|pattern|enum/],
  ])('%s: the original-style answer fits the contract, not the mock', (id, keyword) => {
    const answer = originalStyleAnswer(operation(id), emptyStats());
    expect(check(published, id, answer)).toEqual([]);
    const narrowed = check(mock, id, answer);
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.map((violation) => violation.expected).join(' ')).toMatch(keyword);
  });

  it('pads unpaged lists to 50 rows', () => {
    const answer = originalStyleAnswer(operation('getWalletOverview'), emptyStats()) as {
      message: { change_wallet: { balance: unknown[] } };
    };
    expect(answer.message.change_wallet.balance).toHaveLength(LIST_LENGTH);
  });
});
