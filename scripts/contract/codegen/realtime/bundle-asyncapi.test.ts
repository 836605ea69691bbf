import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleAsyncApi, fromOpenApiSchema } from './bundle-asyncapi.ts';

const fixtures: string[] = [];
afterAll(() => {
  for (const root of fixtures) rmSync(root, { recursive: true, force: true });
});

function fixture(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'asyncapi-bundle-'));
  fixtures.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const ROOT = `asyncapi: 3.0.0
info: { title: t, version: '1' }
channels:
  socket: { $ref: channels/socket.yaml }
operations:
  sendTick: { $ref: operations/market/sendTick.yaml }
`;

describe('bundleAsyncApi', () => {
  it('places files by folder and turns every reference into a local one', () => {
    const root = fixture({
      'asyncapi/asyncapi.yaml': ROOT,
      'asyncapi/channels/socket.yaml': 'address: /\nmessages:\n  tick: { $ref: ../messages/market/tick.yaml }\n',
      'asyncapi/operations/market/sendTick.yaml':
        "action: send\nchannel: { $ref: ../../channels/socket.yaml }\nmessages:\n  - $ref: '../../channels/socket.yaml#/messages/tick'\n",
      'asyncapi/messages/market/tick.yaml': 'name: tick\npayload: { $ref: ../../schemas/market/Tick.yaml }\n',
      'asyncapi/schemas/market/Tick.yaml':
        "type: object\nproperties:\n  price: { $ref: '../../../openapi/components/schemas/market/Ticker.yaml#/properties/now_price' }\n",
      'openapi/components/schemas/market/Ticker.yaml':
        'type: object\nproperties:\n  now_price: { type: string }\n  open: { type: string, nullable: true }\n',
    });
    const bundle = bundleAsyncApi({
      asyncapiDir: join(root, 'asyncapi'),
      openapiSchemasDir: join(root, 'openapi/components/schemas'),
    }) as never as {
      channels: { socket: { messages: { tick: { $ref: string } } } };
      operations: { sendTick: { channel: { $ref: string }; messages: Array<{ $ref: string }> } };
      components: {
        messages: Record<string, { payload: { $ref: string } }>;
        schemas: Record<string, Record<string, unknown>>;
      };
    };
    expect(bundle.channels.socket.messages.tick.$ref).toBe('#/components/messages/tick');
    expect(bundle.operations.sendTick.channel.$ref).toBe('#/channels/socket');
    expect(bundle.operations.sendTick.messages[0].$ref).toBe('#/channels/socket/messages/tick');
    expect(bundle.components.messages.tick.payload.$ref).toBe('#/components/schemas/Tick');
    expect(bundle.components.schemas.Tick).toEqual({
      type: 'object',
      properties: { price: { $ref: '#/components/schemas/Ticker/properties/now_price' } },
    });
    expect(bundle.components.schemas.Ticker).toEqual({
      type: 'object',
      properties: { now_price: { type: 'string' }, open: { type: ['string', 'null'] } },
    });
  });

  it('refuses keys beside a $ref (every tool would drop them)', () => {
    const root = fixture({
      'asyncapi/asyncapi.yaml': ROOT,
      'asyncapi/channels/socket.yaml':
        'address: /\nmessages:\n  tick: { $ref: ../messages/market/tick.yaml, description: lost }\n',
      'asyncapi/operations/market/sendTick.yaml': 'action: send\nchannel: { $ref: ../../channels/socket.yaml }\n',
      'asyncapi/messages/market/tick.yaml': 'name: tick\n',
    });
    expect(() => bundleAsyncApi({ asyncapiDir: join(root, 'asyncapi') })).toThrow(/keys beside \$ref/);
  });

  it('rewrites OpenAPI 3.0 keywords into JSON Schema ones', () => {
    expect(fromOpenApiSchema({ type: 'integer', minimum: 0, exclusiveMinimum: true, example: 3 })).toEqual({
      type: 'integer',
      exclusiveMinimum: 0,
      examples: [3],
    });
    expect(fromOpenApiSchema({ type: 'string', enum: ['a'], nullable: true })).toEqual({
      type: ['string', 'null'],
      enum: ['a', null],
    });
    expect(fromOpenApiSchema({ oneOf: [{ type: 'string' }], nullable: true })).toEqual({
      anyOf: [{ oneOf: [{ type: 'string' }] }, { type: 'null' }],
    });
    // field names are not keywords
    expect(fromOpenApiSchema({ type: 'object', properties: { example: { type: 'string' } } })).toEqual({
      type: 'object',
      properties: { example: { type: 'string' } },
    });
  });
});
