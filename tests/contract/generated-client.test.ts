/**
 * Calls every operation of the contract through its generated client function against Prism, with valid
 * arguments built from the contract, and validates every answer with the generated zod (the HTTP client does
 * it when given the validator registry). Written examples first, then generated data several times.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PrismProcess } from '@tradedesk/mock-server';
import { listOperations, loadDocument } from '@tradedesk/contract';
import { buildArguments, SAMPLE_TOKEN } from '@tradedesk/contract';
import { responseValidators } from '../../src/gen/response-validators';
import { configureHttpClient, resetHttpClient } from '../../src/shared/lib/http/http-config';
import { startMockBackend } from '@tradedesk/mock-server/testing';

type GeneratedFunction = (...args: unknown[]) => Promise<unknown>;
const generatedModules = import.meta.glob<Record<string, GeneratedFunction>>('../../src/gen/api/*/*.ts', {
  eager: true,
});
const generated = Object.assign({}, ...Object.values(generatedModules)) as Record<string, GeneratedFunction>;

const document = loadDocument();
const operations = listOperations(document);
const DYNAMIC_ROUNDS = 3;
let prism: PrismProcess;

beforeAll(async () => {
  prism = await startMockBackend();
  resetHttpClient();
  configureHttpClient({
    baseUrl: prism.url,
    getToken: () => SAMPLE_TOKEN,
    getLanguage: () => 'en',
    responseValidators,
    onContractViolation: () => undefined,
  });
});
afterAll(async () => {
  resetHttpClient();
  await prism?.stop();
});

function call(operationId: string, prefer: string) {
  const operation = operations.find((candidate) => candidate.operationId === operationId)!;
  const { query, body } = buildArguments(document, operation);
  const options = { headers: { Prefer: prefer } };
  const run = generated[operationId];
  return operation.bodySchema ? run(body, query, options) : run(query, options);
}

describe('every operation through the generated client on Prism', () => {
  it('has a generated function and a validator for every operation', () => {
    for (const operation of operations) {
      expect(generated[operation.operationId], operation.operationId).toBeTypeOf('function');
      expect(responseValidators[`${operation.method} ${operation.path}`]?.operationId).toBe(operation.operationId);
    }
  });

  it.each(operations.map((operation) => [operation.operationId]))('%s answers valid data', async (operationId) => {
    await expect(call(operationId, 'example=ok')).resolves.toBeDefined();
    for (let round = 0; round < DYNAMIC_ROUNDS; round += 1) {
      await call(operationId, 'dynamic=true');
    }
  });
});

describe('a broken answer fails the check', () => {
  it('names the operation and the JSON path of the bad field', async () => {
    const realFetch = globalThis.fetch;
    configureHttpClient({
      fetch: async (input, init) => {
        const response = await realFetch(input, init);
        const body = (await response.json()) as { message: Record<string, unknown> };
        body.message.site_logo = 42;
        return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
      },
    });
    try {
      await expect(call('getSiteConfig', 'example=ok')).rejects.toMatchObject({
        kind: 'contract',
        message: expect.stringMatching(/getSiteConfig.*message\.site_logo/),
      });
    } finally {
      configureHttpClient({ fetch: realFetch });
    }
  });
});

describe('error scenarios of the mock reach the client handlers', () => {
  const securedRead =
    operations.find(
      (operation) => operation.secured && operation.effect === 'read' && operation.examples.verificationRequired,
    ) ?? operations.find((operation) => operation.secured && operation.examples.verificationRequired)!;

  it('Prefer: example=sessionExpired ends the session and opens login after 1.2 s', async () => {
    const toast = vi.fn();
    const clearSession = vi.fn();
    const navigate = vi.fn();
    configureHttpClient({ toast, clearSession, navigate });
    const started = performance.now();
    await expect(call('listWalletAddresses', 'example=sessionExpired')).rejects.toMatchObject({ kind: 'session' });
    expect(toast).toHaveBeenCalledWith(expect.any(String), 1500);
    expect(clearSession).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/pages/common/login'), {
      timeout: 3000,
      interval: 20,
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(1200);
  });

  it(`Prefer: example=verificationRequired opens verification after 1.2 s (${securedRead.operationId})`, async () => {
    const toast = vi.fn();
    const clearSession = vi.fn();
    const navigate = vi.fn();
    configureHttpClient({ toast, clearSession, navigate });
    const started = performance.now();
    await expect(call(securedRead.operationId, 'example=verificationRequired')).rejects.toMatchObject({
      kind: 'verification',
    });
    expect(clearSession).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/pages/setting/real_mark'), {
      timeout: 3000,
      interval: 20,
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(1200);
  });

  it('Prefer: example=error toasts the business error', async () => {
    const toast = vi.fn();
    configureHttpClient({ toast });
    await expect(call('loginUser', 'example=error')).rejects.toMatchObject({
      kind: 'business',
      message: 'Login failed',
    });
    expect(toast).toHaveBeenCalledWith('Login failed', 1500);
  });
});
