/** Builds a request that the contract accepts, from the examples and schemas of one operation. */
import fc from 'fast-check';
import {
  resolveLocal,
  resolveSchema,
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
} from './contract-document.ts';

export type BuiltRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body?: URLSearchParams | FormData;
};

/** The same contract builds the same request on every run and machine. */
const SAMPLE_SEED = 20261128;
/** Values of the string formats the contract uses, each a plain one a server accepts. */
const FORMAT_SAMPLES: Record<string, string> = {
  email: 'kit@example.com',
  date: '2026-01-02',
  'date-time': '2026-01-02T03:04:05Z',
  uri: 'https://example.com/',
  url: 'https://example.com/',
  uuid: '123e4567-e89b-42d3-a456-426614174000',
};

/** The first of `arbitrary`'s values from the fixed seed that `fits`, or undefined when none of a few hundred does. */
function drawn<T>(arbitrary: fc.Arbitrary<T>, fits: (value: T) => boolean): T | undefined {
  return fc.sample(arbitrary, { seed: SAMPLE_SEED, numRuns: 300 }).find(fits);
}

/**
 * A number inside the schema's bounds (OpenAPI 3.0's boolean exclusive bounds and 3.1's numeric ones) and on its
 * multipleOf: a whole one for an integer; a number is kept half a unit inside an exclusive bound.
 */
function numberWithin(schema: JsonSchema): number | undefined {
  const integer = schema.type === 'integer';
  const step = integer ? 1 : 0.5;
  let low = typeof schema.minimum === 'number' ? schema.minimum : undefined;
  if (low !== undefined && schema.exclusiveMinimum === true) low += step;
  if (typeof schema.exclusiveMinimum === 'number') low = schema.exclusiveMinimum + step;
  let high = typeof schema.maximum === 'number' ? schema.maximum : undefined;
  if (high !== undefined && schema.exclusiveMaximum === true) high -= step;
  if (typeof schema.exclusiveMaximum === 'number') high = schema.exclusiveMaximum - step;
  const multiple = typeof schema.multipleOf === 'number' ? schema.multipleOf : undefined;
  const start = low ?? Math.min(1, high ?? 1);
  const first = multiple ? Math.ceil(start / multiple) * multiple : integer ? Math.ceil(start) : start;
  return high === undefined || first <= high ? first : undefined;
}

/** A string of the schema's format, pattern and lengths: the pattern's values from fast-check's stringMatching. */
function stringWithin(schema: JsonSchema): string | undefined {
  const min = (schema.minLength as number | undefined) ?? 1;
  const max = (schema.maxLength as number | undefined) ?? Infinity;
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : undefined;
  const fits = (value: string) =>
    value.length >= Math.min(min, max) && value.length <= max && (!pattern || pattern.test(value));
  const format = typeof schema.format === 'string' ? FORMAT_SAMPLES[schema.format] : undefined;
  if (format !== undefined && fits(format)) return format;
  const plain = 'a'.repeat(Math.max(1, Math.min(min, max)));
  if (fits(plain)) return plain;
  return pattern ? drawn(fc.stringMatching(pattern), fits) : undefined;
}

/**
 * A value that satisfies `schema`, preferring what the contract's author wrote down: an example, an enum's first
 * value, the default; else one drawn from the schema's own rules (bounds, lengths, formats, patterns). Undefined
 * when the rules leave no value it can find: the caller cannot build the request validly.
 */
export function sampleValue(
  document: OpenApiDocument,
  schemaOrRef: JsonSchema | undefined,
  example?: unknown,
): unknown {
  if (example !== undefined) return example;
  const schema = resolveSchema(document, schemaOrRef);
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  switch (schema.type) {
    case 'integer':
    case 'number':
      return numberWithin(schema);
    case 'boolean':
      return true;
    case 'array':
      return [sampleValue(document, schema.items as JsonSchema)];
    default:
      return stringWithin(schema);
  }
}

export const SAMPLE_TOKEN = '0123456789abcdef0123456789abcdef';
const PNG_1PX = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (character) => character.charCodeAt(0),
);

/** Valid query parameters and body fields of one operation, as plain values (what generated functions take). */
export function buildArguments(document: OpenApiDocument, operation: Operation, lang = 'en') {
  const query: Record<string, unknown> = {};
  for (const parameter of operation.parameters) {
    const schema = resolveSchema(document, parameter.schema);
    if (
      parameter.in === 'query' &&
      (parameter.required || parameter.example !== undefined || schema.example !== undefined)
    ) {
      query[parameter.name] = sampleValue(document, parameter.schema, parameter.example);
    }
  }
  query.lang = lang;
  let body: Record<string, unknown> | undefined;
  if (operation.bodySchema) {
    const schema = resolveLocal(document, operation.bodySchema);
    const required = new Set((schema.required as string[] | undefined) ?? []);
    body = {};
    for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
      const resolved = resolveSchema(document, property);
      if (!required.has(name) && resolved.example === undefined) continue;
      body[name] =
        resolved.format === 'binary' ? new Blob([PNG_1PX], { type: 'image/png' }) : sampleValue(document, property);
    }
  }
  return { query, body };
}

export function buildRequest(
  document: OpenApiDocument,
  operation: Operation,
  options: { token?: string; lang?: string } = {},
): BuiltRequest {
  return serializeRequest(operation, buildArguments(document, operation, options.lang), options);
}

/**
 * Turns plain arguments (as `buildArguments` gives them, possibly altered, e.g. by the conformance kit's
 * negative checks) into a request: query string, form-encoded or multipart body, and the token.
 * `token: null` sends no Authorization header even when the operation is secured.
 */
export function serializeRequest(
  operation: Operation,
  { query: values, body: fields }: { query: Record<string, unknown>; body?: Record<string, unknown> },
  options: { token?: string | null } = {},
): BuiltRequest {
  const query = new URLSearchParams();
  // a value the builder could not find is left out, never sent as the text "undefined"
  for (const [name, value] of Object.entries(values)) if (value !== undefined) query.set(name, String(value));
  const headers: Record<string, string> = {};
  if (operation.secured && options.token !== null) headers.Authorization = options.token ?? SAMPLE_TOKEN;
  let body: BuiltRequest['body'];
  if (fields && operation.bodyMediaType === 'multipart/form-data') {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      if (value === undefined) continue;
      if (value instanceof Blob) form.set(name, value, 'pixel.png');
      else form.set(name, String(value));
    }
    body = form;
  } else if (fields) {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) form.append(name, String(item));
    }
    body = form;
  }
  return { method: operation.method, path: operation.path, query, headers, body };
}

/**
 * The values at the edges of what `schema` allows, and just past them: its bounds (an exclusive one itself, which
 * it refuses), the shortest and longest strings it takes and one character more, every value of an enum, zero and
 * a negative number where a number is asked. A server must take those inside and refuse those outside with an
 * envelope; what it does with them is where faults hide. Empty for a schema with no edges (a free string).
 */
export function boundaryValues(document: OpenApiDocument, schemaOrRef: JsonSchema | undefined): unknown[] {
  const schema = resolveSchema(document, schemaOrRef);
  const values: unknown[] = [];
  if (Array.isArray(schema.enum)) values.push(...(schema.enum as unknown[]));
  if (schema.type === 'integer' || schema.type === 'number') {
    for (const key of ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'] as const)
      if (typeof schema[key] === 'number') values.push(schema[key]);
    const step = schema.type === 'integer' ? 1 : 0.5;
    if (typeof schema.minimum === 'number') values.push(schema.minimum - step);
    if (typeof schema.maximum === 'number') values.push(schema.maximum + step);
    values.push(0, -1);
  } else if (schema.type === 'string' || schema.type === undefined) {
    const sample = sampleValue(document, schema);
    const text = typeof sample === 'string' && sample ? sample : 'a';
    const ofLength = (length: number) => text.repeat(Math.ceil(length / text.length)).slice(0, length);
    if (typeof schema.minLength === 'number') values.push(ofLength(schema.minLength), ofLength(schema.minLength - 1));
    if (typeof schema.maxLength === 'number') values.push(ofLength(schema.maxLength), ofLength(schema.maxLength + 1));
  }
  return [...new Set(values)].filter((value) => value !== undefined);
}
