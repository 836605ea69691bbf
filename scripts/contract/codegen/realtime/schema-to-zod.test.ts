import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaToZod, type ZodContext } from './schema-to-zod.ts';

const components: Record<string, Record<string, unknown>> = {
  Pair: {
    type: 'object',
    additionalProperties: false,
    required: ['symbol'],
    properties: { symbol: { type: 'string', pattern: '^[A-Z]+/[A-Z]+$' }, volume: { type: 'string' } },
  },
};
const context = (): ZodContext => ({
  constName: (name) => `${name}Schema`,
  resolve: (ref) => {
    const [, , , name, ...rest] = ref.split('/');
    return rest.reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, components[name]);
  },
  dependencies: new Set(),
});
/** Compiles the generated source into a schema (the generated files do the same with `import { z }`). */
const compile = (schema: Record<string, unknown>) => {
  const source = schemaToZod(schema, context());
  const PairSchema = new Function('z', `return ${schemaToZod(components.Pair, context())}`)(z);
  return new Function('z', 'PairSchema', `return ${source}`)(z, PairSchema) as z.ZodType;
};

describe('schemaToZod', () => {
  it('makes objects strict when additionalProperties is false, optional when not required', () => {
    const schema = compile(components.Pair);
    expect(schema.safeParse({ symbol: 'BTC/USDT' }).success).toBe(true);
    expect(schema.safeParse({ symbol: 'BTC/USDT', extra: 1 }).success).toBe(false);
    expect(schema.safeParse({ symbol: 'btc' }).success).toBe(false);
    expect(schema.safeParse({}).success).toBe(false);
  });

  it('handles tuples, number enums, consts, bounds and nullable types', () => {
    const level = compile({
      type: 'array',
      items: [{ type: 'number', exclusiveMinimum: 0 }, { type: 'number' }],
      additionalItems: false,
    });
    expect(level.safeParse([1, 2]).success).toBe(true);
    expect(level.safeParse([0, 2]).success).toBe(false);
    expect(level.safeParse([1, 2, 3]).success).toBe(false);
    const status = compile({ type: 'integer', enum: [1, 2, 3] });
    expect(status.safeParse(2).success).toBe(true);
    expect(status.safeParse(4).success).toBe(false);
    expect(compile({ type: 'string', const: 'kline' }).safeParse('kline').success).toBe(true);
    expect(compile({ type: 'integer', minimum: 1 }).safeParse(1.5).success).toBe(false);
    expect(compile({ type: ['integer', 'null'] }).safeParse(null).success).toBe(true);
    const either = compile({ oneOf: [{ type: 'boolean', const: true }, { type: 'string' }] });
    expect(either.safeParse('x').success && either.safeParse(true).success && !either.safeParse(false).success).toBe(
      true,
    );
  });

  it('refers to a shared field through the component, so it stays one definition', () => {
    const ctx = context();
    expect(schemaToZod({ $ref: '#/components/schemas/Pair/properties/symbol' }, ctx)).toBe('PairSchema.shape.symbol');
    expect([...ctx.dependencies]).toEqual(['Pair']);
    expect(compile({ $ref: '#/components/schemas/Pair/properties/symbol' }).safeParse('ETH/USDT').success).toBe(true);
  });

  it('reads allOf beside annotations as its members, and refuses it beside constraints of its own', () => {
    const nickname = compile({ allOf: [{ type: 'string', minLength: 2, maxLength: 10 }], description: 'A nickname.' });
    expect(nickname.safeParse('Kenji').success).toBe(true);
    expect(nickname.safeParse('K').success).toBe(false);
    expect(() => schemaToZod({ allOf: [{ type: 'string' }], minLength: 2 }, context())).toThrow(
      /allOf beside minLength/,
    );
  });

  it('fails on keywords it does not support instead of ignoring them', () => {
    expect(() => schemaToZod({ type: 'string', format: 'email' }, context())).toThrow(/format/);
    expect(() => schemaToZod({ allOf: [] }, context())).toThrow(/allOf/);
    expect(() => schemaToZod({ type: 'object', required: ['a'], properties: {} }, context())).toThrow(
      /required property a/,
    );
  });
});
