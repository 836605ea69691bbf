/**
 * The kit against a deliberately broken backend (fixtures/broken-backend.ts): every seeded defect is
 * reported exactly once, at the right operation or event, check and path; the correct operations produce no
 * finding; the run exits non-zero and writes its three reports.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ASYNCAPI } from '../cli.ts';
import { subjectOf, type Finding } from '../findings.ts';
import { DEFAULT_BUNDLE } from '@tradedesk/contract';
import {
  EXPECTED_FINDINGS,
  FIXTURE_EVENTS,
  FIXTURE_OPERATIONS,
  FIXTURE_PASSWORD,
  FIXTURE_USER,
  startBrokenBackend,
  type ExpectedFinding,
} from './fixtures/broken-backend.ts';
import { runKitOnce } from './run-kit.ts';

const matches = (expected: ExpectedFinding) => (item: Finding) =>
  item.channel === expected.channel &&
  subjectOf(item) === expected.subject &&
  item.check === expected.check &&
  item.kind === expected.kind &&
  item.path === expected.path;

const kit = runKitOnce(
  () => startBrokenBackend({ openapi: DEFAULT_BUNDLE, asyncapi: DEFAULT_ASYNCAPI, slowMs: 10_000 }),
  (backend) => [
    '--target',
    backend.apiUrl,
    '--login',
    `${FIXTURE_USER}:${FIXTURE_PASSWORD}`,
    '--operations',
    FIXTURE_OPERATIONS.join(','),
    '--events',
    FIXTURE_EVENTS.join(','),
    '--timeout',
    '3',
    '--socket-seconds',
    '2',
  ],
);

describe('the conformance kit on the broken fixture', () => {
  it('exits with code 1 and writes report.json, junit.xml and index.html', () => {
    expect(kit.run.code, kit.run.stderr).toBe(1);
    for (const file of ['report.json', 'junit.xml', 'index.html'])
      expect(existsSync(join(kit.run.reportDir, file))).toBe(true);
    expect(kit.run.stdout).toMatch(/FAILED: 9 violation\(s\)/);
  });

  it('logged in with --login and checked the secured operation', () => {
    expect(kit.run.stderr).toContain(`logged in as ${FIXTURE_USER}`);
    const checks = kit.run.report!.checks.filter((check) => check.operationId === 'getVerificationState');
    expect(checks.map((check) => [check.check, check.status])).toEqual([
      ['response', 'passed'],
      ['missing-required', 'skipped'],
      ['wrong-type', 'skipped'],
      ['out-of-range', 'skipped'],
      ['auth-missing', 'passed'],
      ['auth-wrong', 'passed'],
    ]);
  });

  it.each(EXPECTED_FINDINGS.map((expected) => [expected.defect, expected] as const))(
    'reports %s once, at the right place',
    (_defect, expected) => {
      const found = kit.run.report!.findings.filter(matches(expected));
      expect(
        found,
        JSON.stringify(
          kit.run.report!.findings.filter((item) => subjectOf(item) === expected.subject),
          null,
          1,
        ),
      ).toHaveLength(1);
      expect(found[0].severity).toBe('violation');
      expect(found[0].message).not.toBe('');
    },
  );

  it('reports nothing else: the correct operations and events give no finding', () => {
    const unexpected = kit.run.report!.findings.filter(
      (item) => !EXPECTED_FINDINGS.some((expected) => matches(expected)(item)),
    );
    expect(unexpected).toEqual([]);
    expect(kit.run.report!.findings).toHaveLength(EXPECTED_FINDINGS.length);
    const passed = kit.run
      .report!.checks.filter((check) => check.status === 'passed')
      .map((check) => `${subjectOf(check)} ${check.check}`);
    expect(passed).toEqual(
      expect.arrayContaining([
        'getSettingByKeyword response',
        'getSettingByKeyword missing-required',
        'getSettingByKeyword out-of-range',
        'getKlineHistory response',
        'getKlineHistory missing-required',
        'getKlineHistory wrong-type',
        'daymarket listen',
        'login login',
        'subscribe subscribe',
      ]),
    );
  });

  it('names the expected and the actual value of a finding', () => {
    const wrongType = kit.run.report!.findings.find(matches(EXPECTED_FINDINGS[1]))!;
    expect(wrongType).toMatchObject({
      operationId: 'getSiteConfig',
      actual: 42,
      expected: expect.stringContaining('string'),
    });
    const accepted = kit.run.report!.findings.find((item) => item.kind === 'accepts-invalid')!;
    expect(accepted.request).toMatch(/period=not-in-enum/);
  });

  it('lists every violation in junit.xml and embeds the report in index.html', () => {
    const junit = readFileSync(join(kit.run.reportDir, 'junit.xml'), 'utf8');
    expect(junit.match(/<failure /g)).toHaveLength(EXPECTED_FINDINGS.length);
    expect(junit).toContain('classname="http.content.getNewsPopup" name="response"');
    expect(junit).toContain('classname="socket.price_alert" name="listen"');
    const html = readFileSync(join(kit.run.reportDir, 'index.html'), 'utf8');
    expect(html).toContain('id="report-data"');
    expect(html).toContain('price_alert');
    expect(html).not.toMatch(/<script src=|<link /);
  });
});
