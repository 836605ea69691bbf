/** Builds a request that the contract accepts, from the examples and schemas of one operation. */
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

/** A value that satisfies `schema`, preferring what the contract's author wrote down. */
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
      return (schema.minimum as number | undefined) ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [sampleValue(document, schema.items as JsonSchema)];
    default:
      return 'a'.repeat(Math.max(1, (schema.minLength as number | undefined) ?? 1));
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
  for (const [name, value] of Object.entries(values)) query.set(name, String(value));
  const headers: Record<string, string> = {};
  if (operation.secured && options.token !== null) headers.Authorization = options.token ?? SAMPLE_TOKEN;
  let body: BuiltRequest['body'];
  if (fields && operation.bodyMediaType === 'multipart/form-data') {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      if (value instanceof Blob) form.set(name, value, 'pixel.png');
      else form.set(name, String(value));
    }
    body = form;
  } else if (fields) {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) {
      for (const item of Array.isArray(value) ? value : [value]) form.append(name, String(item));
    }
    body = form;
  }
  return { method: operation.method, path: operation.path, query, headers, body };
}
