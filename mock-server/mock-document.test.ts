/**
 * The mock's document: `x-mock-schema` hints narrow its copy of the contract (and nothing else), and every 200
 * answer keeps only its success branch.
 */
import { describe, expect, it } from 'vitest';
import { listOperations, loadDocument, type OpenApiDocument } from '@tradedesk/contract';
import { applyMockSchemaHints, MOCK_SCHEMA_HINT, toMockDocument } from './mock-document.ts';

describe('x-mock-schema hints', () => {
  it('replace the keywords of the schema they sit on, remove those set to null, and disappear', () => {
    const schema = {
      type: 'object',
      properties: {
        rows: { type: 'array', items: { type: 'string' }, [MOCK_SCHEMA_HINT]: { maxItems: 10 } },
        message: {
          anyOf: [{ type: 'string' }, { type: 'object' }],
          [MOCK_SCHEMA_HINT]: { anyOf: null, type: 'string' },
        },
        nested: {
          type: 'object',
          properties: { logo: { type: 'string', [MOCK_SCHEMA_HINT]: { pattern: '^/upload/' } } },
        },
      },
    };
    applyMockSchemaHints(schema);
    expect(schema.properties.rows).toEqual({ type: 'array', items: { type: 'string' }, maxItems: 10 });
    expect(schema.properties.message).toEqual({ type: 'string' });
    expect(schema.properties.nested.properties.logo).toEqual({ type: 'string', pattern: '^/upload/' });
  });

  it('refuses a hint that is not an object of keywords', () => {
    expect(() => applyMockSchemaHints({ type: 'string', [MOCK_SCHEMA_HINT]: 10 })).toThrow(/object of schema keywords/);
  });
});

describe('the mock document of the bundled contract', () => {
  const published = loadDocument();
  const mock = toMockDocument(published);

  const hints = (node: unknown): number =>
    Array.isArray(node)
      ? node.reduce((sum: number, item) => sum + hints(item), 0)
      : node && typeof node === 'object'
        ? Object.entries(node).reduce((sum, [key, value]) => sum + (key === MOCK_SCHEMA_HINT ? 1 : 0) + hints(value), 0)
        : 0;

  it('carries no hint any more and leaves the published document untouched', () => {
    expect(hints(mock)).toBe(0);
    expect(hints(published)).toBeGreaterThan(50);
  });

  it('keeps lists short and coins, images and error messages narrow where the contract is open', () => {
    type Loose = { [key: string]: Loose } & { maxItems?: number; pattern?: string; anyOf?: unknown[] };
    const schemas = (document: OpenApiDocument) => document.components.schemas as unknown as Record<string, Loose>;
    expect(schemas(published).WalletLedgerPage.properties.list.maxItems).toBeUndefined();
    expect(schemas(mock).WalletLedgerPage.properties.list.maxItems).toBe(10);
    expect(schemas(published).ImagePath.pattern).toMatch(/https/);
    expect(schemas(mock).ImagePath.pattern).toMatch(/^\^\/upload\//);
    expect(schemas(published).ErrorEnvelope.properties.message.anyOf).toHaveLength(3);
    expect(schemas(mock).ErrorEnvelope.properties.message).toMatchObject({ type: 'string' });
  });

  it('answers every operation with its success branch only', () => {
    for (const operation of listOperations(mock)) {
      const schema = (operation.object.responses['200'].content?.['application/json']?.schema ?? {}) as {
        oneOf?: unknown;
      };
      expect(schema.oneOf, operation.operationId).toBeUndefined();
    }
  });
});
