/** Findings helpers, the three reports, the progress output and the command line. */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { parseOptions, USAGE } from '../cli.ts';
import { dedupe, finding, pointerToJsonPath } from '../findings.ts';
import { createProgress, isInteractive } from '../progress.ts';
import { reportHtml } from '../reports/html.ts';
import { junitXml } from '../reports/junit.ts';
import { summaryText } from '../reports/summary.ts';
import { ConfigurationError, summarize, type ConformanceReport } from '../run.ts';

const hostile = '</script><script>alert(1)</script>';
const findings = [
  finding({
    channel: 'http',
    operationId: 'getSiteConfig',
    check: 'response',
    kind: 'schema',
    path: '$.message.site_logo',
    expected: 'type {"type":"string"}',
    actual: hostile,
    message: 'must be string & <b>',
  }),
  finding({
    channel: 'http',
    operationId: 'getUserInfo',
    check: 'response',
    kind: 'business-error',
    path: '$.type',
    expected: 'type "ok"',
    actual: 'HTTP 200 "error"',
    message: 'A valid request got a business error',
  }),
  finding({
    channel: 'socket',
    event: 'price_alert',
    check: 'listen',
    kind: 'unknown-event',
    path: '$',
    expected: 'known',
    message: 'unknown',
  }),
];
const checks = [
  {
    channel: 'http' as const,
    operationId: 'getSiteConfig',
    tag: 'common',
    check: 'response',
    status: 'failed' as const,
    durationMs: 12,
  },
  {
    channel: 'http' as const,
    operationId: 'getSiteConfig',
    tag: 'common',
    check: 'wrong-type',
    status: 'skipped' as const,
    durationMs: 0,
    detail: 'no parameter',
  },
  {
    channel: 'http' as const,
    operationId: 'getUserInfo',
    tag: 'settings',
    check: 'response',
    status: 'warning' as const,
    durationMs: 7,
  },
  { channel: 'socket' as const, event: 'price_alert', check: 'listen', status: 'failed' as const, durationMs: 2000 },
];
const report: ConformanceReport = {
  tool: { name: 'tradedesk-conformance', version: '0.8.0' },
  startedAt: '2026-11-21T10:00:00.000Z',
  finishedAt: '2026-11-21T10:00:03.000Z',
  durationMs: 3000,
  target: 'https://staging.example.com/api',
  socket: 'https://staging.example.com',
  contracts: { openapi: 'openapi/dist/openapi.yaml', asyncapi: 'asyncapi/dist/asyncapi.yaml' },
  options: {
    includeWrites: false,
    effects: false,
    lang: 'en',
    timeoutMs: 15000,
    maxBodyBytes: 5242880,
    socketSeconds: 10,
    auth: 'token',
  },
  summary: summarize(findings, checks, 2, 1),
  findings,
  checks,
};

describe('findings', () => {
  it('writes JSON pointers as JSON paths', () => {
    expect(pointerToJsonPath('')).toBe('$');
    expect(pointerToJsonPath('/message/list/0/base-currency')).toBe("$.message.list[0]['base-currency']");
    expect(pointerToJsonPath('/a~1b/c~0d')).toBe("$['a/b']['c~d']");
  });

  it('sets the severity from the kind and clips long values', () => {
    expect(findings.map((item) => item.severity)).toEqual(['violation', 'warning', 'violation']);
    const long = finding({
      channel: 'http',
      operationId: 'x',
      check: 'response',
      kind: 'not-json',
      path: '$',
      expected: '',
      actual: 'y'.repeat(5000),
      message: '',
    });
    expect(String(long.actual).length).toBeLessThan(500);
  });

  it('counts repeated findings once', () => {
    const merged = dedupe([findings[2], findings[2], findings[0]]);
    expect(merged).toHaveLength(2);
    expect(merged[0].occurrences).toBe(2);
  });

  it('summarizes: passed only without violations', () => {
    expect(report.summary).toMatchObject({ violations: 2, warnings: 1, passed: false });
    expect(summarize([findings[1]], checks, 1, 0).passed).toBe(true);
  });
});

describe('reports', () => {
  it('junit: a failure per failing check, skipped checks, warnings in system-out, escaped text', () => {
    const xml = junitXml(report);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="tradedesk-conformance" tests="4" failures="2" skipped="1"/,
    );
    expect(xml.match(/<failure /g)).toHaveLength(2);
    expect(xml).toContain('<testsuite name="http.common"');
    expect(xml).toContain('<testsuite name="socket"');
    expect(xml).toContain('<skipped message="no parameter"/>');
    expect(xml).toContain('warning [business-error]');
    expect(xml).not.toContain('<script>');
    expect(xml).toContain('must be string &amp; &lt;b&gt;');
  });

  it('html: self-contained, data embedded so that server text cannot close the script', () => {
    const html = reportHtml(report);
    expect(html).not.toContain(hostile);
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(html).not.toMatch(/src=|href=/);
    const data = html.match(/<script type="application\/json" id="report-data">(.*?)<\/script>/s)![1];
    expect(JSON.parse(data).findings[0].actual).toBe(hostile);
    expect(html).toContain('FAILED');
  });

  it('summary: checks by kind, findings by operation, the verdict', () => {
    const text = summaryText(report, 'out');
    expect(text).toMatch(/http response\s+0\s+1\s+1\s+0/);
    expect(text).toMatch(/socket price_alert\s+1\s+0\s+unknown-event/);
    expect(text).toContain('FAILED: 2 violation(s), 1 warning(s)');
    expect(text).toContain('Reports: out/report.json, out/junit.xml, out/index.html');
  });
});

describe('progress', () => {
  const sink = () => {
    let text = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        text += chunk.toString();
        done();
      },
    });
    return { stream, text: () => text };
  };

  it('is a live bar only on a terminal outside CI', () => {
    expect(isInteractive({ isTTY: true } as never, {})).toBe(true);
    expect(isInteractive({ isTTY: true } as never, { CI: 'true' })).toBe(false);
    expect(isInteractive({ isTTY: false } as never, {})).toBe(false);
  });

  it('writes plain lines when not interactive and redraws in place when interactive', () => {
    const plain = sink();
    const lines = createProgress(2, plain.stream, false);
    lines.tick('http getSiteConfig', 'ok');
    lines.tick('socket', '1 violation(s)');
    expect(plain.text()).toBe('[1/2] http getSiteConfig ok\n[2/2] socket 1 violation(s)\n');
    const live = sink();
    const bar = createProgress(4, live.stream, true);
    bar.tick('http getSiteConfig', 'ok');
    expect(live.text()).toContain('\r\x1b[2K[######..................] 1/4 http getSiteConfig');
    expect(live.text()).not.toContain('\n');
  });
});

describe('command line', () => {
  it('parses every option with its default', () => {
    const options = parseOptions([
      '--target',
      'https://staging.example.com/api',
      '--login',
      'me@example.com:pa:ss',
      '--tags',
      'wallet, market',
    ]);
    expect(options).toMatchObject({
      target: 'https://staging.example.com/api',
      login: { user: 'me@example.com', password: 'pa:ss' },
      tags: ['wallet', 'market'],
      includeWrites: false,
      reportDir: 'conformance-report',
      timeoutMs: 15000,
      maxBodyBytes: 5 * 1024 * 1024,
      socketSeconds: 10,
      lang: 'en',
      concurrency: 4,
    });
    expect(parseOptions(['--target', 'http://x', '--include-writes', '--timeout', '1.5', '--no-socket'])).toMatchObject(
      {
        includeWrites: true,
        timeoutMs: 1500,
        skipSocket: true,
      },
    );
    expect(parseOptions(['--help'])).toEqual({ help: true });
    expect(USAGE).toContain('--include-writes');
  });

  it.each([
    [[], /--target is required/],
    [['--target', 'not a url'], /not a URL/],
    [['--target', 'http://x', '--token', 't', '--login', 'a:b'], /not both/],
    [['--target', 'http://x', '--login', 'nopassword'], /<user>:<password>/],
    [['--target', 'http://x', '--timeout', '0'], /positive number/],
    [['--target', 'http://x', '--bogus'], /Unknown option/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseOptions(argv as string[])).toThrow(ConfigurationError);
    expect(() => parseOptions(argv as string[])).toThrow(message);
  });
});

describe('scenario steps in the reports', () => {
  const failing = finding({
    channel: 'scenario',
    scenario: 'transfer between accounts',
    check: 'spot USDT went down by 10',
    kind: 'behaviour',
    path: '$.message.change_balance',
    expected: 'changed by -10 from 5000.00000000 (to 4990)',
    actual: { at: '5000.00000000', answer: { type: 'ok', message: { change_balance: '5000.00000000' } } },
    message: 'getWalletDetail: $.message.change_balance is "5000.00000000"',
    request: 'POST /wallet/detail?lang=en body: currency=3&type=change',
  });
  const steps = [
    { name: 'transfer 10 USDT from spot to futures', status: 'passed' as const },
    { name: 'spot USDT went down by 10', status: 'failed' as const },
    { name: 'futures USDT went up by 10', status: 'passed' as const },
  ].map(({ name, status }) => ({
    channel: 'scenario' as const,
    scenario: 'transfer between accounts',
    check: name,
    status,
    durationMs: 3,
    detail: 'getWalletDetail',
  }));
  const withSteps: ConformanceReport = {
    ...report,
    findings: [failing],
    checks: steps,
    summary: summarize([failing], steps, 0, 0),
  };

  it('json: every step, and the failing one with its request, answer and expectation', () => {
    const json = JSON.parse(JSON.stringify(withSteps)) as ConformanceReport;
    expect(json.checks.map((check) => check.check)).toEqual(steps.map((step) => step.check));
    expect(json.findings[0]).toMatchObject({
      request: 'POST /wallet/detail?lang=en body: currency=3&type=change',
      expected: 'changed by -10 from 5000.00000000 (to 4990)',
      actual: { answer: { type: 'ok', message: { change_balance: '5000.00000000' } } },
    });
  });

  it('junit: a test case per step in the scenario suite, the failing one with request, answer and expectation', () => {
    const xml = junitXml(withSteps);
    for (const step of steps)
      expect(xml).toContain(`classname="scenario.transfer between accounts" name="${step.check}"`);
    expect(xml).toMatch(/<testsuite name="scenario" tests="3" failures="1"/);
    expect(xml).toContain('expected: changed by -10 from 5000.00000000 (to 4990)');
    expect(xml).toContain('request:  POST /wallet/detail?lang=en body: currency=3&amp;type=change');
    expect(xml).toContain('&quot;change_balance&quot;:&quot;5000.00000000&quot;');
  });

  it('html: the steps and the failing step, with a scenario channel filter', () => {
    const html = reportHtml(withSteps);
    expect(html).toContain('<option value="scenario">scenario</option>');
    for (const step of steps) expect(html).toContain(step.check);
    expect(html).toContain('"request":"POST /wallet/detail?lang=en body: currency=3&type=change"');
    expect(html).toContain('"expected":"changed by -10 from 5000.00000000 (to 4990)"');
  });

  it('summary: the steps counted, the failing one named', () => {
    const text = summaryText(withSteps);
    expect(text).toMatch(/scenario step\s+2\s+1\s+0\s+0/);
    expect(text).toContain('transfer between accounts [spot USDT went down by 10/behaviour]');
  });
});

describe('--scenarios on the command line', () => {
  it('says they write, for staging and test accounts only, as --include-writes does', () => {
    const block = USAGE.slice(USAGE.indexOf('--scenarios'), USAGE.indexOf('--scenario <'));
    expect(block).toContain('for a staging server with a test account only, never production');
    expect(
      parseOptions(['--target', 'http://x', '--scenarios', '--scenario', 'favourites, address book']),
    ).toMatchObject({ scenarios: true, scenarioNames: ['favourites', 'address book'] });
  });

  it.each([[['--target', 'http://x', '--scenario', 'favourites']], [['--target', 'http://x', '--only-scenarios']]])(
    'refuses %j without --scenarios, naming the safety rule',
    (argv) => {
      expect(() => parseOptions(argv)).toThrow(ConfigurationError);
      expect(() => parseOptions(argv)).toThrow(/need --scenarios: .*staging server with a test account only/);
    },
  );
});

describe('--explore on the command line', () => {
  it('says it writes, for staging and test accounts only, and reads its runs, seed, bounds and second account', () => {
    const block = USAGE.slice(USAGE.indexOf('--explore <runs>'), USAGE.indexOf('--seed <n>'));
    expect(block).toContain('for a staging server with test accounts only, never');
    expect(
      parseOptions([
        ...['--target', 'http://x', '--login', 'a@example.com:p', '--login2', 'b@example.com:q'],
        ...['--explore', '300', '--seed', '0', '--explore-seconds', '90', '--only-explore'],
      ]),
    ).toMatchObject({
      login2: { user: 'b@example.com', password: 'q' },
      explore: { runs: 300, seed: 0, timeLimitMs: 90_000, maxSteps: 8, path: undefined },
      onlyExplore: true,
    });
    expect(
      parseOptions(['--target', 'http://x', '--token', 't', '--explore', '5', '--seed', '7', '--explore-path', '3:1']),
    ).toMatchObject({ explore: { runs: 5, seed: 7, timeLimitMs: 600_000, path: '3:1' } });
  });

  it.each([
    [['--target', 'http://x', '--login', 'a:b', '--seed', '1'], /--seed needs --explore: .*test accounts only/],
    [['--target', 'http://x', '--login', 'a:b', '--only-explore'], /--only-explore needs --explore/],
    [['--target', 'http://x', '--explore', '5'], /--explore needs a test account/],
    [['--target', 'http://x', '--token', 't', '--explore', '5', '--explore-path', '1'], /needs the --seed/],
    [['--target', 'http://x', '--token', 't', '--explore', '5', '--seed', 'x'], /--seed wants a whole number/],
    [['--target', 'http://x', '--token2', 't', '--login2', 'a:b'], /--token2 or --login2/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseOptions(argv)).toThrow(ConfigurationError);
    expect(() => parseOptions(argv)).toThrow(message);
  });
});
