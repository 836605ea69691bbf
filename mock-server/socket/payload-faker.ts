/**
 * Fills a value from a JSON Schema of the bundled AsyncAPI document with faker, following the contract's `x-faker`
 * hints the way Prism does for the HTTP mock: `x-faker: lorem.sentence` calls that method; `x-faker:
 * {finance.amount: {min: 1}}` calls it with that argument, and an array of arguments is spread
 * (`{helpers.arrayElement: [[a, b]]}`). Without a hint: const, enum, bounds and patterns decide. Every property is
 * filled, optional ones too. The market model then overwrites the fields it owns (prices, times, ids).
 */
import { base, en, Faker } from '@faker-js/faker';
import { resolvePointer, type AsyncApiDocument, type JsonSchema } from '@tradedesk/contract';

type Hint = string | Record<string, unknown>;

export type PayloadFaker = {
  /** A value for the schema at a JSON pointer of the document, e.g. '#/components/schemas/MicroOrder'. */
  fake: (pointer: string) => unknown;
  faker: Faker;
};

function callHint(faker: Faker, hint: Hint, at: string): unknown {
  const [path, args] = typeof hint === 'string' ? [hint, []] : Object.entries(hint)[0];
  const method = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], faker);
  if (typeof method !== 'function') throw new Error(`${at}: x-faker names no faker method (${path})`);
  const owner = path
    .split('.')
    .slice(0, -1)
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], faker);
  return (method as (...values: unknown[]) => unknown).apply(owner, Array.isArray(args) ? args : [args]);
}

export function createPayloadFaker(document: AsyncApiDocument, seed: number): PayloadFaker {
  const faker = new Faker({ locale: [en, base] });
  faker.seed(seed);

  function fill(schema: JsonSchema, at: string): unknown {
    if (typeof schema.$ref === 'string') return fill(resolvePointer(document, schema.$ref) as JsonSchema, schema.$ref);
    if (schema['x-faker'] !== undefined) return callHint(faker, schema['x-faker'] as Hint, at);
    if ('const' in schema) return schema.const;
    if (Array.isArray(schema.enum)) return faker.helpers.arrayElement(schema.enum.filter((value) => value !== null));
    const variants = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
    if (variants) return fill(faker.helpers.arrayElement(variants), `${at}/oneOf`);
    const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
    switch (type) {
      case 'object':
        return Object.fromEntries(
          Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).map(([name, property]) => [
            name,
            fill(property, `${at}/properties/${name}`),
          ]),
        );
      case 'array': {
        if (Array.isArray(schema.items))
          return schema.items.map((item, index) => fill(item as JsonSchema, `${at}/items/${index}`));
        const count = Math.min(
          Math.max((schema.minItems as number | undefined) ?? 1, 1),
          (schema.maxItems as number | undefined) ?? 3,
        );
        return Array.from({ length: count }, () => fill(schema.items as JsonSchema, `${at}/items`));
      }
      case 'integer':
      case 'number': {
        const min = (schema.minimum as number | undefined) ?? (schema.exclusiveMinimum as number | undefined) ?? 0;
        const max = (schema.maximum as number | undefined) ?? min + 1000;
        return type === 'integer'
          ? faker.number.int({ min, max })
          : faker.number.float({ min, max, fractionDigits: 4 });
      }
      case 'boolean':
        return faker.datatype.boolean();
      case 'string': {
        if (typeof schema.pattern === 'string') {
          const value = faker.helpers.fromRegExp(schema.pattern.replace(/^\^/, '').replace(/\$$/, ''));
          if (!new RegExp(schema.pattern).test(value))
            throw new Error(`${at}: add an x-faker hint (pattern ${schema.pattern})`);
          return value;
        }
        const text = faker.lorem.words(3);
        return text.slice(0, (schema.maxLength as number | undefined) ?? text.length);
      }
      default:
        throw new Error(`${at}: cannot fake a schema without a type`);
    }
  }

  return { fake: (pointer) => fill({ $ref: pointer }, pointer), faker };
}
