/** Loads the bundled OpenAPI document and lists its operations in the shape every tool here needs. */
import { parse } from 'yaml';
import { escapeSegment, nodeAt } from './json-pointer.ts';
import { parsedOnce } from './parsed-once.ts';

export type JsonSchema = Record<string, unknown>;
export type OpenApiDocument = {
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas?: Record<string, JsonSchema>; parameters?: Record<string, ParameterObject> };
  [key: string]: unknown;
};
export type ParameterObject = {
  name: string;
  in: string;
  description?: string;
  required?: boolean;
  schema?: JsonSchema;
  example?: unknown;
  $ref?: string;
};
export type OperationObject = {
  operationId: string;
  tags: string[];
  summary?: string;
  description?: string;
  'x-effect': 'read' | 'write';
  'x-source': string;
  /** On a write: the operationIds of the reads whose answers it may change (scripts/contract/invalidation.ts). */
  'x-invalidates'?: string[];
  /** On a read: its answer moves on its own (scripts/contract/volatile.ts). */
  'x-volatile'?: boolean;
  /** The mock answers this operation with the named written example instead of generated data. */
  'x-mock-example'?: string;
  security?: Record<string, string[]>[];
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<
    string,
    { $ref?: string; content?: Record<string, { schema: JsonSchema; examples?: Record<string, unknown> }> }
  >;
};
export type Operation = {
  method: string;
  path: string;
  operationId: string;
  tag: string;
  effect: 'read' | 'write';
  secured: boolean;
  parameters: ParameterObject[];
  bodyMediaType?: string;
  bodySchema?: JsonSchema;
  bodyRequired: boolean;
  /** JSON pointer of the 200 answer's schema inside the document. */
  responsePointer: string;
  examples: Record<string, unknown>;
  object: OperationObject;
};

export const DEFAULT_BUNDLE = new URL('../../openapi/dist/openapi.yaml', import.meta.url).pathname;
const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

/**
 * Reads a bundle; JSON (the mock's derived document) is read as JSON, many times faster than as YAML. Parsed once
 * per content and process (parsed-once.ts); each caller gets its own copy.
 */
export function loadDocument(file = DEFAULT_BUNDLE): OpenApiDocument {
  return parsedOnce<OpenApiDocument>(file, (text) => (file.endsWith('.json') ? JSON.parse(text) : parse(text)));
}

export function resolveLocal<T>(document: OpenApiDocument, node: T): T {
  const ref = (node as { $ref?: string } | undefined)?.$ref;
  if (!ref?.startsWith('#/')) return node;
  return resolveLocal(document, nodeAt(document, ref) as T);
}

/**
 * A schema with its `$ref` followed and the members of its `allOf` merged into it (their keywords first, the
 * schema's own on top), so that tools see the type, enum, pattern and bounds of a property written as
 * `allOf: [{ $ref: PositiveAmount }]` beside its own description.
 */
export function resolveSchema(document: OpenApiDocument, schemaOrRef: JsonSchema | undefined): JsonSchema {
  const schema = resolveLocal(document, schemaOrRef ?? {});
  const members = schema.allOf as JsonSchema[] | undefined;
  if (!Array.isArray(members)) return schema;
  const { allOf: _members, ...own } = schema;
  return Object.assign({}, ...members.map((member) => resolveSchema(document, member)), own) as JsonSchema;
}

/** A success envelope says `type: "ok"` (or `code: 1`, the k-line envelope); these are its marker values. */
export const isSuccessMarker = (value: unknown) => value === 'ok' || value === 1;

/** The success branch of an answer's envelope schema (`oneOf` of success and error envelopes, or one envelope). */
export function successBranch(document: OpenApiDocument, envelope: JsonSchema): JsonSchema | undefined {
  const branches = (resolveLocal(document, envelope).oneOf as JsonSchema[] | undefined) ?? [envelope];
  return branches.find((branch) => {
    const properties = resolveLocal(document, branch).properties as Record<string, JsonSchema> | undefined;
    const marker = properties && resolveLocal(document, properties.type ?? properties.code ?? {});
    return ((marker?.enum as unknown[] | undefined) ?? []).some(isSuccessMarker);
  });
}

export function listOperations(document: OpenApiDocument, tags?: string[]): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const object = item[method];
      if (!object) continue;
      if (!object.responses) throw new Error(`${method.toUpperCase()} ${path} has no responses`);
      const tag = object.tags[0];
      if (tags?.length && !tags.includes(tag)) continue;
      const [bodyMediaType, body] = Object.entries(object.requestBody?.content ?? {})[0] ?? [];
      const ok = resolveLocal(document, object.responses['200']);
      operations.push({
        method: method.toUpperCase(),
        path,
        operationId: object.operationId,
        tag,
        effect: object['x-effect'],
        secured: (object.security ?? []).some((requirement) => 'token' in requirement),
        parameters: (object.parameters ?? []).map((parameter) => resolveLocal(document, parameter)),
        bodyMediaType,
        bodySchema: body?.schema,
        bodyRequired: object.requestBody?.required ?? false,
        responsePointer: `#/paths/${escapeSegment(path)}/${method}/responses/200/content/application~1json/schema`,
        examples: Object.fromEntries(
          Object.entries(ok?.content?.['application/json']?.examples ?? {}).map(([name, example]) => [
            name,
            (resolveLocal(document, example) as { value?: unknown }).value,
          ]),
        ),
        object,
      });
    }
  }
  return operations;
}
