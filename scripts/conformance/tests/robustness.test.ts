/**
 * A badly behaved server (huge, cut, truncated, slow and failing answers, no socket server at all) gives
 * findings, never a crash: the run completes, writes its reports and exits 1.
 */
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeReport, runKit, type KitRun } from './run-kit.ts';

let server: Server;
let run: KitRun;

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path === '/getSiteConfig') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.write('{"type":"ok","message":{"site_name":"');
      const timer = setInterval(() => response.write('x'.repeat(64 * 1024)), 1);
      response.on('close', () => clearInterval(timer));
    } else if (path === '/getSetting') request.socket.destroy();
    else if (path === '/currency/legales')
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"type":"ok","message":[');
    else if (path === '/menu') {
      const timer = setTimeout(() => response.end('{}'), 10_000);
      response.on('close', () => clearTimeout(timer));
    } else if (path === '/news/index_pop')
      response.writeHead(500, { 'Content-Type': 'text/html' }).end('<h1>Whoops</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const closedPort = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  run = await runKit([
    '--target',
    origin,
    '--socket',
    `http://127.0.0.1:${closedPort}`,
    '--operations',
    'getSiteConfig,getSettingByKeyword,listFiatRates,listHomeMenu,getNewsPopup',
    '--timeout',
    '2',
    '--max-body-mb',
    '1',
    '--socket-seconds',
    '1',
  ]);
}, 60_000);
afterAll(async () => {
  server.closeAllConnections();
  removeReport(run);
  await new Promise((resolve) => server.close(resolve));
});

describe('the kit against a badly behaved server', () => {
  it('completes, writes its reports and exits 1', () => {
    expect(run.code, run.stderr).toBe(1);
    for (const file of ['report.json', 'junit.xml', 'index.html'])
      expect(existsSync(join(run.reportDir, file))).toBe(true);
    expect(run.durationMs).toBeLessThan(20_000);
  });

  it.each([
    ['getSiteConfig', 'body-too-large'],
    ['getSettingByKeyword', 'connection'],
    ['listFiatRates', 'not-json'],
    ['listHomeMenu', 'timeout'],
    ['getNewsPopup', 'server-error'],
    ['connect', 'socket-session'],
  ])('reports %s as %s', (subject, kind) => {
    const found = run.report!.findings.filter((item) => (item.operationId ?? item.event) === subject);
    expect(found.map((item) => item.kind)).toEqual([kind]);
  });

  it('does not repeat the failure of an unreachable operation in its other checks', () => {
    const others = run.report!.checks.filter(
      (check) => check.operationId === 'getSettingByKeyword' && check.check !== 'response',
    );
    expect(others.map((check) => [check.check, check.status])).toEqual([
      ['missing-required', 'skipped'],
      ['wrong-type', 'skipped'],
      ['out-of-range', 'skipped'],
    ]);
    expect(others[0].detail).toMatch(/valid request already failed \(connection/);
  });
});
