/**
 * The pieces of the HTTP checks on the real contract: which parameter each negative check breaks and how,
 * which operations are skipped by default, and how an answer is judged (envelope, payload, status).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkResponse, exchange, skipReason, validRequest, type HttpContext } from '../http-checks.ts';
import { authChecks, breakage, negativeChecks } from '../negative-checks.ts';
import { listOperations, loadDocument } from '@tradedesk/contract';
import { SAMPLE_TOKEN } from '@tradedesk/contract';
import { createResponseValidator } from '@tradedesk/contract';

const document = loadDocument();
const operations = listOperations(document);
const byId = (id: string) => operations.find((operation) => operation.operationId === id)!;
let answer: { status: number; type: string; body: string } = { status: 200, type: 'application/json', body: '{}' };
let server: Server;
let context: HttpContext;

beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(answer.status, { 'Content-Type': answer.type }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  context = {
    document,
    validate: createResponseValidator(document),
    target: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    token: SAMPLE_TOKEN,
    lang: 'en',
    limits: { timeoutMs: 2000, maxBodyBytes: 1 << 20 },
    includeWrites: false,
  };
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const respond = (body: unknown, status = 200, type = 'application/json') => {
  answer = { status, type, body: typeof body === 'string' ? body : JSON.stringify(body) };
};

describe('negative requests', () => {
  it('breaks one parameter per kind, required ones first, never lang', () => {
    const kline = byId('getKlineHistory');
    const missing = breakage(context, kline, 'missing-required')!;
    expect(missing.broken).toBe('query.symbol');
    expect(missing.request.query.has('symbol')).toBe(false);
    expect(missing.request.query.get('period')).toBe('60min');
    expect(breakage(context, kline, 'wrong-type')).toMatchObject({ broken: 'query.from' });
    expect(breakage(context, kline, 'wrong-type')!.request.query.get('from')).toBe('abc');
    const range = breakage(context, kline, 'out-of-range')!;
    expect(range.broken).toBe('query.period');
    expect(range.description).toMatch(/not in enum/);
    expect(range.request.query.get('lang')).toBe('en');
  });

  it('breaks form fields of a body and goes below a minimum', () => {
    const news = byId('listNews');
    const range = breakage(context, news, 'out-of-range')!;
    expect(range.broken).toBe('body.c_id');
    expect((range.request.body as URLSearchParams).get('c_id')).toBe('0');
  });

  it('has nothing to break in an operation without parameters', () => {
    for (const kind of ['missing-required', 'wrong-type', 'out-of-range'] as const) {
      expect(breakage(context, byId('getSiteConfig'), kind)).toBeUndefined();
    }
  });

  it('leaves out the file of a multipart upload', () => {
    const upload = breakage(context, byId('uploadFile'), 'missing-required')!;
    expect(upload.broken).toBe('body.file');
    expect((upload.request.body as FormData).has('file')).toBe(false);
  });

  it('skips operations that change state unless writes are included, and secured ones without a token', () => {
    expect(skipReason(context, byId('submitWithdrawal'))).toMatch(/--include-writes/);
    expect(skipReason(context, byId('logoutUser'))).toMatch(/--include-writes/);
    expect(skipReason({ ...context, includeWrites: true }, byId('submitWithdrawal'))).toBeUndefined();
    expect(skipReason({ ...context, token: undefined }, byId('getUserInfo'))).toMatch(/--token/);
    expect(skipReason(context, byId('listNews'))).toBeUndefined();
  });

  it("says what its input lacks, and sends nothing, when a field's rules leave it no valid value", async () => {
    // the k-line history's symbol, without its example and with rules nothing satisfies
    const contract = structuredClone(document);
    const operation = listOperations(contract).find((item) => item.operationId === 'getKlineHistory')!;
    const symbol = operation.parameters.find((parameter) => parameter.name === 'symbol')!;
    delete symbol.example;
    symbol.schema = { type: 'string', pattern: '^[a-z]{3}$', minLength: 5 };
    let asked = 0;
    server.once('request', () => (asked += 1));
    const { findings, result } = await checkResponse({ ...context, document: contract }, operation);
    expect(findings).toEqual([]);
    expect(result.status).toBe('skipped');
    expect(result.detail).toMatch(/could not build a valid request: no value of query\.symbol satisfies its schema/);
    expect(asked).toBe(0);
  });
});

describe('judging answers', () => {
  const positive = (id: string) => ({
    operation: byId(id),
    check: 'response',
    request: validRequest(context, byId(id), SAMPLE_TOKEN),
    expectation: 'success' as const,
  });

  it('accepts the contract example', async () => {
    respond(byId('getSiteConfig').examples.ok);
    await expect(exchange(context, positive('getSiteConfig'))).resolves.toEqual([]);
  });

  it('reports every schema violation of a payload, each at its path', async () => {
    const body = structuredClone(byId('listFiatRates').examples.ok) as { message: Record<string, unknown>[] };
    body.message[0].rate = 153;
    delete body.message[2].name;
    body.message[3].extra = true;
    respond(body);
    const found = await exchange(context, positive('listFiatRates'));
    expect(found.map((item) => [item.kind, item.path])).toEqual([
      ['schema', '$.message[0].rate'],
      ['schema', '$.message[2].name'],
      ['schema', '$.message[3].extra'],
    ]);
  });

  it('reports an envelope of the wrong shape once, without checking its payload', async () => {
    respond({ code: 0, data: 1 });
    const found = await exchange(context, positive('getSiteConfig'));
    expect(found).toMatchObject([{ kind: 'envelope', path: '$.type', actual: '(missing)' }]);
    respond([1, 2]);
    expect(await exchange(context, positive('getSiteConfig'))).toMatchObject([{ kind: 'envelope', path: '$' }]);
  });

  it('checks the k-line envelope by its code', async () => {
    respond({ code: 1, msg: 'success', data: 'bars' });
    expect(await exchange(context, positive('getKlineHistory'))).toMatchObject([{ kind: 'schema', path: '$.data' }]);
  });

  it('warns (not fails) when a valid request gets a business error or a refused token', async () => {
    respond({ type: 'error', message: 'Record not found' });
    expect(await exchange(context, positive('getSiteConfig'))).toMatchObject([
      { kind: 'business-error', severity: 'warning' },
    ]);
    respond({ type: '999', message: 'Please log in first' });
    expect(await exchange(context, positive('getUserInfo'))).toMatchObject([
      { kind: 'auth-rejected', severity: 'warning' },
    ]);
  });

  it('reports a 5xx, a valid request refused with 422, and JSON sent as text/html', async () => {
    respond('oops', 503, 'text/plain');
    expect(await exchange(context, positive('getSiteConfig'))).toMatchObject([{ kind: 'server-error' }]);
    respond({ type: 'error', message: 'Parameter error' }, 422);
    expect(await exchange(context, positive('getSiteConfig'))).toMatchObject([{ kind: 'status', actual: 422 }]);
    respond(byId('getSiteConfig').examples.ok, 200, 'text/html');
    expect(await exchange(context, positive('getSiteConfig'))).toMatchObject([{ kind: 'content-type' }]);
  });

  it('passes negative checks answered with an error envelope (200 or 422) and fails those answered ok', async () => {
    const news = byId('listNews');
    respond({ type: 'error', message: 'Parameter error' }, 422);
    const { findings, results } = await negativeChecks(context, news);
    expect(findings).toEqual([]);
    expect(results.map((result) => result.status)).toEqual(['passed', 'passed', 'passed']);
    respond(news.examples.ok);
    const accepted = await negativeChecks(context, news);
    expect(accepted.findings.map((item) => [item.check, item.kind, item.path])).toEqual([
      ['missing-required', 'accepts-invalid', 'body.c_id'],
      ['wrong-type', 'accepts-invalid', 'body.c_id'],
      ['out-of-range', 'accepts-invalid', 'body.c_id'],
    ]);
  });

  it('wants the 999 envelope, with 200 or 401, for a missing or wrong token', async () => {
    const user = byId('getUserInfo');
    respond({ type: '999', message: 'Please log in first' }, 401);
    expect((await authChecks(context, user)).findings).toEqual([]);
    respond({ type: 'error', message: 'Please log in first' });
    const refusedBadly = await authChecks(context, user);
    expect(refusedBadly.findings.map((item) => [item.check, item.kind])).toEqual([
      ['auth-missing', 'auth-not-refused'],
      ['auth-wrong', 'auth-not-refused'],
    ]);
    expect(await authChecks(context, byId('getSiteConfig'))).toEqual({ findings: [], results: [] });
  });
});
