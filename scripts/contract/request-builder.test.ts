/**
 * The request builder makes requests the contract accepts: every operation's, and for a field the contract gives
 * no example of, a value drawn from its own rules (pattern, lengths, format, bounds), the same on every run.
 */
import { describe, expect, it } from 'vitest';
import { listOperations, loadDocument, type JsonSchema, type OpenApiDocument } from './contract-document.ts';
import { boundaryValues, buildArguments, sampleValue } from './request-builder.ts';
import { createRequestValidator } from './request-validator.ts';

const document = loadDocument();

/** As a form sends it: text, an uploaded file by its name. */
const asForm = (values: Record<string, unknown> = {}) =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, value instanceof Blob ? 'pixel.png' : String(value)]),
  );

it('builds a request every operation of the contract accepts', () => {
  const validate = createRequestValidator(document);
  const refused = listOperations(document).flatMap((operation) => {
    const built = buildArguments(document, operation);
    const problem = validate(operation, { query: asForm(built.query), body: asForm(built.body) });
    return problem ? [`${operation.operationId}: ${JSON.stringify(problem)}`] : [];
  });
  expect(refused).toEqual([]);
});

describe('a value from the schema alone', () => {
  // a schema of its own, referenced as the contract's are: `$ref` to components
  const withSchema = (schema: JsonSchema): OpenApiDocument =>
    ({ ...document, components: { ...document.components, schemas: { Under: schema } } }) as OpenApiDocument;
  const sample = (schema: JsonSchema) =>
    sampleValue(withSchema(schema), { $ref: '#/components/schemas/Under' } as JsonSchema);

  it.each([
    ['a coin name', { type: 'string', pattern: '^[A-Z][A-Z0-9]{1,9}$' }],
    ['a decimal amount', { type: 'string', pattern: '^(0|[1-9]\\d*)(\\.\\d{1,8})?$', maxLength: 12 }],
    ['a six-digit code', { type: 'string', pattern: '^\\d{6}$' }],
    ['a pattern and a minimum length', { type: 'string', pattern: '^[a-z]+$', minLength: 4, maxLength: 8 }],
  ])('%s matches the pattern and the lengths', (_, rules) => {
    const schema = rules as { pattern: string; minLength?: number; maxLength?: number };
    const value = sample(schema as JsonSchema);
    expect(value).toEqual(expect.any(String));
    expect(value).toMatch(new RegExp(schema.pattern));
    expect((value as string).length).toBeGreaterThanOrEqual(schema.minLength ?? 1);
    expect((value as string).length).toBeLessThanOrEqual(schema.maxLength ?? Infinity);
    expect(sample(schema as JsonSchema)).toBe(value);
  });

  it.each([
    ['email', /^[^@\s]+@[^@\s]+\.[a-z]+$/],
    ['date', /^\d{4}-\d{2}-\d{2}$/],
    ['date-time', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/],
  ])('a string of format %s is one', (format, shape) => {
    expect(sample({ type: 'string', format } as JsonSchema)).toMatch(shape);
  });

  it.each([
    [{ type: 'integer', minimum: 5 }, 5],
    [{ type: 'integer', minimum: 5, exclusiveMinimum: true }, 6],
    [{ type: 'integer', exclusiveMinimum: 0 }, 1],
    [{ type: 'integer', maximum: -3 }, -3],
    [{ type: 'integer', minimum: 7, multipleOf: 5 }, 10],
    [{ type: 'number', maximum: 0.5 }, 0.5],
    [{ type: 'integer' }, 1],
  ])('a number within %j is %d', (schema, expected) => {
    expect(sample(schema as JsonSchema)).toBe(expected);
  });

  it('is nothing when the rules leave no value, rather than one the server must refuse', () => {
    expect(sample({ type: 'integer', minimum: 5, maximum: 4 } as JsonSchema)).toBeUndefined();
    expect(sample({ type: 'string', pattern: '^[a-z]{3}$', minLength: 5 } as JsonSchema)).toBeUndefined();
  });

  it('keeps what the contract wrote down first', () => {
    expect(sample({ type: 'string', pattern: '^\\d+$', example: '42' } as JsonSchema)).toBe('42');
    expect(sample({ type: 'string', pattern: '^\\d+$', enum: ['7', '8'] } as JsonSchema)).toBe('7');
  });
});

describe("a schema's edges", () => {
  const edges = (schema: JsonSchema) => boundaryValues(document, schema);

  it.each([
    ['an integer with both bounds', { type: 'integer', minimum: 1, maximum: 60 }, [1, 60, 0, 61, -1]],
    ['a number with a lower bound', { type: 'number', minimum: 0.5 }, [0.5, 0, -1]],
    ['an exclusive bound (OpenAPI 3.1)', { type: 'number', exclusiveMinimum: 0 }, [0, -1]],
    ['an enum', { type: 'string', enum: ['change', 'lever'] }, ['change', 'lever']],
    ['lengths', { type: 'string', example: 'ab', minLength: 2, maxLength: 4 }, ['ab', 'a', 'abab', 'ababa']],
  ])('%s: inside and one step past', (_, schema, values) => {
    expect(edges(schema as JsonSchema)).toEqual(values);
  });

  it('is nothing for a free string: no edge to try', () => {
    expect(edges({ type: 'string' } as JsonSchema)).toEqual([]);
  });
});
