/**
 * Turns the JSON Schemas of the bundled AsyncAPI document into zod 4 source code. It covers the subset the
 * contract uses and fails on anything else, so that a new keyword is never silently ignored:
 * objects (strict when `additionalProperties: false`), strings (length, pattern), numbers and integers (bounds),
 * booleans, null, `const`, `enum`, arrays and tuples, `oneOf`/`anyOf`, type lists with "null", and local `$ref`s.
 * A reference to a component is its generated constant; a reference to a property of an object component is that
 * constant's `.shape.<name>`, so shared fields stay one definition in the generated code too.
 */
type Schema = Record<string, unknown>;

const ANNOTATIONS = new Set(['description', 'title', 'examples', 'default', 'deprecated', 'readOnly', 'writeOnly']);
const HANDLED = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'additionalItems',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'enum',
  'const',
  'oneOf',
  'anyOf',
  'allOf',
  '$ref',
]);

export type ZodContext = {
  /** Name of the generated constant of a component schema. */
  constName: (component: string) => string;
  /** Resolves a local reference (for references that are not plain component references). */
  resolve: (ref: string) => Schema;
  /** Components referenced so far (for ordering the output). */
  dependencies: Set<string>;
};

const literal = (value: unknown) => JSON.stringify(value);

export function schemaToZod(schema: Schema, context: ZodContext, at = '#'): string {
  for (const key of Object.keys(schema)) {
    if (!HANDLED.has(key) && !ANNOTATIONS.has(key) && !key.startsWith('x-'))
      throw new Error(`${at}: the zod generator does not support "${key}"`);
  }
  if (Array.isArray(schema.allOf)) {
    // `allOf: [{ $ref }]` beside a description: the member is the schema. Constraints of its own are not merged.
    const own = Object.keys(schema).filter((key) => key !== 'allOf' && !ANNOTATIONS.has(key) && !key.startsWith('x-'));
    if (own.length) throw new Error(`${at}: allOf beside ${own.join(', ')} is not supported`);
    if (!schema.allOf.length) throw new Error(`${at}: allOf needs at least one member`);
    const members = (schema.allOf as Schema[]).map((member, index) =>
      schemaToZod(member, context, `${at}/allOf/${index}`),
    );
    return members.reduce((all, member) => `${all}.and(${member})`);
  }
  if (typeof schema.$ref === 'string') return refToZod(schema.$ref, context, at);
  if ('const' in schema) return `z.literal(${literal(schema.const)})`;
  if (Array.isArray(schema.enum)) return enumToZod(schema.enum, at);
  const variants = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (variants) {
    const members = variants.map((variant, index) => schemaToZod(variant, context, `${at}/oneOf/${index}`));
    return members.length === 1 ? members[0] : `z.union([${members.join(', ')}])`;
  }
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
  const nullable = types.includes('null') && types.length === 2;
  const type = types.find((name) => name !== 'null');
  if (types.length > 2 || (types.length === 2 && !nullable))
    throw new Error(`${at}: type lists other than [T, "null"]`);
  const base = typed(type, schema, context, at);
  return nullable ? `${base}.nullable()` : base;
}

function refToZod(ref: string, context: ZodContext, at: string): string {
  const match = /^#\/components\/schemas\/([^/]+)((?:\/properties\/[^/]+)*)$/.exec(ref);
  if (!match) return schemaToZod(context.resolve(ref), context, ref);
  const [, component, path] = match;
  context.dependencies.add(component);
  const shape = path
    .split('/properties/')
    .slice(1)
    .map((name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? `.shape.${name}` : `.shape[${literal(name)}]`))
    .join('');
  if (shape && !isObjectSchema(context.resolve(`#/components/schemas/${component}`)))
    throw new Error(`${at}: ${ref} points into a schema that is not an object`);
  return `${context.constName(component)}${shape}`;
}

const isObjectSchema = (schema: Schema) => schema.type === 'object' && typeof schema.properties === 'object';

function enumToZod(values: unknown[], at: string): string {
  if (!values.length) throw new Error(`${at}: empty enum`);
  const nullable = values.includes(null);
  const rest = values.filter((value) => value !== null);
  const base = rest.every((value) => typeof value === 'string')
    ? `z.enum([${rest.map(literal).join(', ')}])`
    : `z.literal([${rest.map(literal).join(', ')}])`;
  return nullable ? `${base}.nullable()` : base;
}

function typed(type: string | undefined, schema: Schema, context: ZodContext, at: string): string {
  switch (type) {
    case 'string': {
      let code = 'z.string()';
      if (typeof schema.minLength === 'number') code += `.min(${schema.minLength})`;
      if (typeof schema.maxLength === 'number') code += `.max(${schema.maxLength})`;
      if (typeof schema.pattern === 'string') code += `.regex(new RegExp(${literal(schema.pattern)}))`;
      return code;
    }
    case 'integer':
    case 'number': {
      let code = type === 'integer' ? 'z.number().int()' : 'z.number()';
      if (typeof schema.minimum === 'number') code += `.min(${schema.minimum})`;
      if (typeof schema.maximum === 'number') code += `.max(${schema.maximum})`;
      if (typeof schema.exclusiveMinimum === 'number') code += `.gt(${schema.exclusiveMinimum})`;
      if (typeof schema.exclusiveMaximum === 'number') code += `.lt(${schema.exclusiveMaximum})`;
      return code;
    }
    case 'boolean':
      return 'z.boolean()';
    case 'null':
      return 'z.null()';
    case 'array':
      return arrayToZod(schema, context, at);
    case 'object':
      return objectToZod(schema, context, at);
    default:
      throw new Error(`${at}: a schema needs a type, const, enum, oneOf or $ref`);
  }
}

function arrayToZod(schema: Schema, context: ZodContext, at: string): string {
  if (Array.isArray(schema.items)) {
    if (schema.additionalItems !== false) throw new Error(`${at}: tuples must say additionalItems: false`);
    const members = (schema.items as Schema[]).map((item, index) => schemaToZod(item, context, `${at}/items/${index}`));
    return `z.tuple([${members.join(', ')}])`;
  }
  if (typeof schema.items !== 'object' || schema.items === null) throw new Error(`${at}: arrays need items`);
  let code = `z.array(${schemaToZod(schema.items as Schema, context, `${at}/items`)})`;
  if (typeof schema.minItems === 'number') code += `.min(${schema.minItems})`;
  if (typeof schema.maxItems === 'number') code += `.max(${schema.maxItems})`;
  return code;
}

function objectToZod(schema: Schema, context: ZodContext, at: string): string {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required ?? []) as string[]);
  for (const name of required)
    if (!(name in properties)) throw new Error(`${at}: required property ${name} is not described`);
  const fields = Object.entries(properties).map(([name, property]) => {
    const key = /^[A-Za-z_$][\w$]*$/.test(name) ? name : literal(name);
    const value = schemaToZod(property, context, `${at}/properties/${name}`);
    return `${key}: ${value}${required.has(name) ? '' : '.optional()'}`;
  });
  const body = `{ ${fields.join(', ')} }`;
  if (schema.additionalProperties === false) return `z.strictObject(${body})`;
  if (schema.additionalProperties === undefined || schema.additionalProperties === true)
    return `z.looseObject(${body})`;
  throw new Error(`${at}: additionalProperties must be false, true or absent`);
}
