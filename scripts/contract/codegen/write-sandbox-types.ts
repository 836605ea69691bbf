/**
 * Writes the sandbox's handler types from the bundled contract into mock-server/gen/ (generated, not committed):
 * `schemas.ts`, every schema of `components.schemas` as a TypeScript type, and `operations.ts`, for every
 * operationId what a handler receives and what it answers:
 *
 * - `params`: the operation's query parameters and body fields together, as `declaredArguments`
 *   (mock-server/sandbox/sandbox.ts) hands them over once the request validator has checked them: coerced to the
 *   contract's types, and a field whose schema has its own `default` always present (Ajv's `useDefaults` fills
 *   it, as it does for the `default` of a property's own schema and not one reached through `$ref` or `allOf`).
 *   A body's `oneOf`/`anyOf` of partial branches (a limit order names its price) becomes a union beside the
 *   body's fields, so a handler narrows on the discriminating field. Header parameters never reach a handler.
 * - `answer`: what the handler returns, the success envelope's `message` (the sandbox wraps it in
 *   `{"type": "ok"}`; a refusal is thrown), or the whole answer where the envelope has no `type` (the k-line
 *   history's own `{code, msg, data}`, failures too, which its handler writes whole).
 *
 * The app's types come from Orval (src/gen/model); the mock must not import the app, and Orval types a partial
 * branch with an index signature (any field name reads as `unknown`), so this writes its own from the same bundle.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  listOperations,
  loadDocument,
  resolveLocal,
  successBranch,
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
} from '../contract-document.ts';

const SCHEMA_REF = '#/components/schemas/';
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * A component's type name, in PascalCase as Orval writes it: the bundle also names schemas it found inline
 * `currency_id`, `currency_id-2` or `symbol` (which is no name for a type).
 */
export function typeName(component: string): string {
  const words = component.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const name = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  return /^\d/.test(name) ? `_${name}` : name;
}

const propertyKey = (name: string) => (IDENTIFIER.test(name) ? name : JSON.stringify(name));

function comment(text: unknown, indent: string): string {
  if (typeof text !== 'string' || !text.trim()) return '';
  const lines = text.trim().replaceAll('*/', '*\\/').split('\n');
  return lines.length === 1
    ? `${indent}/** ${lines[0]} */\n`
    : `${indent}/**\n${lines.map((line) => `${indent} * ${line}`.trimEnd()).join('\n')}\n${indent} */\n`;
}

/** A field of a type; `required`: always present (for params: sent as the contract requires it, or filled). */
export type Field = { name: string; schema: JsonSchema; required: boolean };

class TypeWriter {
  private readonly document: OpenApiDocument;
  /** How a reference to a component is written: `Name` inside schemas.ts, `Schema.Name` beside it. */
  private readonly prefix: string;

  constructor(document: OpenApiDocument, prefix: string) {
    this.document = document;
    this.prefix = prefix;
  }

  type(schema: JsonSchema | undefined, indent = ''): string {
    if (!schema || typeof schema !== 'object') return 'unknown';
    const written = this.withoutNull(schema, indent);
    return schema.nullable === true && written !== 'unknown' ? `${written} | null` : written;
  }

  /** An object type of the fields given, one per line (`?` where a field may be absent). */
  fields(fields: Field[], indent: string, index?: string, absent: string[] = []): string {
    const inner = `${indent}  `;
    const lines = fields.map(
      (field) =>
        `${comment(field.schema.description, inner)}${inner}${propertyKey(field.name)}${field.required ? '' : '?'}: ${this.type(field.schema, inner)};\n`,
    );
    for (const name of absent) lines.push(`${inner}${propertyKey(name)}?: undefined;\n`);
    if (index) lines.push(`${inner}[key: string]: ${index};\n`);
    return lines.length ? `{\n${lines.join('')}${indent}}` : '{}';
  }

  /** The fields of an object schema (its `allOf` members' too). */
  objectFields(schema: JsonSchema): Field[] {
    const resolved = resolveLocal(this.document, schema);
    const required = new Set((resolved.required as string[] | undefined) ?? []);
    const own = Object.entries((resolved.properties ?? {}) as Record<string, JsonSchema>).map(([name, property]) => ({
      name,
      schema: property,
      required: required.has(name),
    }));
    const members = ((resolved.allOf as JsonSchema[] | undefined) ?? []).flatMap((member) => this.objectFields(member));
    return [...members, ...own];
  }

  /**
   * A partial branch of a `oneOf`/`anyOf` beside an object's fields: the fields it requires or narrows, typed by
   * the branch where it says more, else by the object's own field; `not: {required: [...]}` makes a field absent.
   */
  branch(branch: JsonSchema, base: Field[], indent: string): string {
    const resolved = resolveLocal(this.document, branch);
    if (resolved.type !== undefined || resolved.$ref !== undefined || resolved.additionalProperties === false)
      return this.type(branch, indent);
    const properties = (resolved.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((resolved.required as string[] | undefined) ?? []);
    const excluded = ((resolved.not as JsonSchema | undefined)?.required as string[] | undefined) ?? [];
    const fieldOf = (name: string) => base.find((field) => field.name === name);
    const names = [...new Set([...required, ...Object.keys(properties)])];
    const fields: Field[] = names.map((name) => ({
      name,
      // described once, beside the object's own field
      schema: { ...(properties[name] ?? fieldOf(name)?.schema), description: undefined },
      required: required.has(name) || fieldOf(name)?.required === true,
    }));
    return this.fields(fields, indent, undefined, excluded);
  }

  /** Fields and a `oneOf`/`anyOf` of partial branches: the fields, and the branches as a union beside them. */
  withBranches(fields: Field[], schema: JsonSchema, indent: string, index?: string): string {
    const object = this.fields(fields, indent, index);
    const branches = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
    if (!branches) return object;
    const union = branches.map((branch) => this.branch(branch, fields, indent)).join(' | ');
    return `${object} & (${union})`;
  }

  private withoutNull(schema: JsonSchema, indent: string): string {
    const ref = schema.$ref;
    if (typeof ref === 'string') {
      if (ref.startsWith(SCHEMA_REF)) return `${this.prefix}${typeName(ref.slice(SCHEMA_REF.length))}`;
      return this.type(resolveLocal(this.document, schema), indent);
    }
    if (Array.isArray(schema.enum))
      return schema.enum.map((value) => (value === null ? 'null' : JSON.stringify(value))).join(' | ');
    const allOf = schema.allOf as JsonSchema[] | undefined;
    if (allOf) {
      const { allOf: _members, description: _description, nullable: _nullable, ...own } = schema;
      const members = allOf.map((member) => this.type(member, indent));
      if (Object.keys(own).some((key) => ['type', 'properties', 'enum', 'oneOf', 'anyOf'].includes(key)))
        members.push(this.type(own, indent));
      return members.length === 1 ? members[0] : members.map((member) => `(${member})`).join(' & ');
    }
    const isObject = schema.type === 'object' || (schema.type === undefined && schema.properties !== undefined);
    if (isObject) {
      const extra = schema.additionalProperties;
      const index =
        extra === false
          ? undefined
          : extra && typeof extra === 'object' && Object.keys(extra).length && !schema.properties
            ? this.type(extra as JsonSchema, `${indent}  `)
            : 'unknown';
      return this.withBranches(this.objectFields(schema), schema, indent, index);
    }
    const branches = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
    if (branches) return branches.map((branch) => `(${this.type(branch, indent)})`).join(' | ');
    switch (schema.type) {
      case 'string':
        return 'string';
      case 'integer':
      case 'number':
        return 'number';
      case 'boolean':
        return 'boolean';
      case 'array':
        return `Array<${this.type(schema.items as JsonSchema | undefined, indent)}>`;
      default:
        return 'unknown';
    }
  }
}

/** The fields of a request body (its `allOf` members' too), each with whether the body requires it. */
export const bodyFields = (document: OpenApiDocument, body: JsonSchema): Field[] =>
  new TypeWriter(document, '').objectFields(body);

/** A field the request validator always fills: its own schema has a `default` (Ajv's `useDefaults`). */
const filledByDefault = (schema: JsonSchema | undefined) => !!schema && Object.hasOwn(schema, 'default');

/** What a handler's `params` holds: the query parameters, then the body's fields (which win on a shared name). */
export function paramFields(document: OpenApiDocument, operation: Operation): Field[] {
  const writer = new TypeWriter(document, '');
  const fields = new Map<string, Field>();
  for (const parameter of operation.parameters)
    if (parameter.in === 'query')
      fields.set(parameter.name, {
        name: parameter.name,
        schema: { ...parameter.schema, description: parameter.description ?? parameter.schema?.description },
        required: parameter.required === true || filledByDefault(parameter.schema),
      });
  if (operation.bodyMediaType && operation.bodySchema)
    for (const field of writer.objectFields(operation.bodySchema))
      fields.set(field.name, { ...field, required: field.required || filledByDefault(field.schema) });
  return [...fields.values()];
}

/**
 * The schema of what the handler answers: the success envelope's `message`, or, where the envelope has no `type`
 * (the k-line history's `{code, msg, data}`), the whole answer, failures included: that handler writes the body.
 */
function answerSchema(document: OpenApiDocument, operation: Operation): JsonSchema {
  const answer = resolveLocal(document, operation.object.responses['200']);
  const envelope = answer?.content?.['application/json']?.schema;
  const branch = envelope && successBranch(document, envelope);
  if (!branch) throw new Error(`no success envelope in the 200 answer of ${operation.operationId}`);
  const properties = resolveLocal(document, branch).properties as Record<string, JsonSchema> | undefined;
  return properties && 'type' in properties ? (properties.message ?? {}) : envelope;
}

const HEADER =
  '// Generated by scripts/contract/codegen/write-sandbox-types.ts from the bundled contract. Do not edit.';

export function schemasModule(document: OpenApiDocument): string {
  const writer = new TypeWriter(document, '');
  const names = new Map<string, string>();
  const lines = [HEADER, ''];
  for (const [component, schema] of Object.entries(document.components.schemas ?? {})) {
    const name = typeName(component);
    if (names.has(name)) throw new Error(`schemas ${names.get(name)} and ${component} would share the type ${name}`);
    names.set(name, component);
    lines.push(`${comment(schema.description ?? schema.title, '')}export type ${name} = ${writer.type(schema)};`, '');
  }
  lines.push(...languagesLines(document));
  return lines.join('\n');
}

/**
 * The languages of the `lang` parameter, as a value: the mock keeps its texts per language and must know them at
 * run time, in the contract's order, from the one place that names them.
 */
function languagesLines(document: OpenApiDocument): string[] {
  const lang = document.components.parameters?.Lang;
  const languages = lang?.schema?.enum;
  const fallback = lang?.schema?.default;
  if (!Array.isArray(languages) || !languages.every((language) => typeof language === 'string'))
    throw new Error('the contract names no languages: components.parameters.Lang has no enum of strings');
  if (typeof fallback !== 'string' || !languages.includes(fallback))
    throw new Error('components.parameters.Lang has no default among its languages');
  return [
    `${comment(lang?.description, '')}export const LANGUAGES = ${JSON.stringify(languages)} as const;`,
    'export type Language = (typeof LANGUAGES)[number];',
    '/** The language of a request that names none. */',
    `export const DEFAULT_LANGUAGE: Language = ${JSON.stringify(fallback)};`,
    '',
  ];
}

export function operationsModule(document: OpenApiDocument): string {
  const writer = new TypeWriter(document, 'Schema.');
  const operations = listOperations(document);
  const lines = [
    HEADER,
    "import type * as Schema from './schemas.ts';",
    '',
    '/** Every operation of the contract: the parameters its handler reads and the answer it returns. */',
    'export interface Operations {',
  ];
  for (const operation of operations) {
    const fields = paramFields(document, operation);
    const body = operation.bodySchema ? resolveLocal(document, operation.bodySchema) : {};
    lines.push(
      comment(`${operation.method} ${operation.path}: ${operation.object.summary ?? ''}`, '  ').trimEnd(),
      `  ${operation.operationId}: {`,
      `    params: ${writer.withBranches(fields, body, '    ')};`,
      `    answer: ${writer.type(answerSchema(document, operation), '    ')};`,
      '  };',
    );
  }
  lines.push(
    '}',
    '',
    'export type OperationId = keyof Operations;',
    '/** Query parameters and body fields together, coerced to the contract, defaults filled in. */',
    'export type Params<K extends OperationId> = Operations[K]["params"];',
    "/** The success answer's `message` (the whole body where the envelope has no `type`: the k-line history). */",
    'export type Answer<K extends OperationId> = Operations[K]["answer"];',
    '',
  );
  return lines.join('\n');
}

export function writeSandboxTypes(bundle: string, folder = 'mock-server/gen'): void {
  const document = loadDocument(bundle);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'schemas.ts'), schemasModule(document));
  writeFileSync(join(folder, 'operations.ts'), operationsModule(document));
}
