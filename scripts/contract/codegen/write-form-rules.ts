/**
 * Writes src/gen/form-rules.ts (generated, not committed) from the bundled contract: for every write operation with
 * a request body, `<operationId>Rules`: per body field, a factory of the yup schema of what the contract states about that field, so a
 * form takes its rules from the contract and adds only what the contract cannot say (a repeated password, a rule
 * across fields, a balance the user holds):
 *
 * - required: only a field of the body's `required` list; an optional field left empty, or blank once the form's
 *   own transforms ran (a trimmed space), is checked as absent (a form does not send an empty optional field);
 * - strings: `minLength`, `maxLength` (in characters, as Ajv counts them), `pattern` (compiled with the `u` flag, as the request validator, Ajv, does;
 *   a pattern JavaScript cannot compile is left out with a comment in the output, the server still checks it),
 *   `enum`; a decimal string (a pattern that accepts "1.5" and refuses "1a", "A" and "1.5.5": the contract's amounts,
 *   rates and prices, not its coin symbols) says "enter a correct amount" rather than "wrong format";
 * - integers and numbers: the type, `minimum`, `maximum`, their exclusive forms (OpenAPI 3.0's booleans and 3.1's
 *   numbers), `enum`.
 *
 * Each message is a key of the `validation` namespace (messages with values carry them, message-params.ts); a form
 * may give its own message for a rule (`opRules.field({ min: VALIDATION.passwordTooShort })`), never its own
 * bound; its message of a bound may name the field's bounds, which it is then given (`{ min: ({ min, max }) =>
 * withParams(KEY, { min, max }) }`, "10 to 300 characters"). `FormBody<'op'>` is the operation's body as Orval
 * types it (src/gen/model), what a form submits.
 */
import {
  listOperations,
  loadDocument,
  resolveSchema,
  type JsonSchema,
  type Operation,
  type OpenApiDocument,
} from '../contract-document.ts';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeWhole } from '../lib/write-whole.ts';
import { takeWrittenAside } from './generation-record.ts';
import { longestMatch } from './longest-match.ts';
import { bodyFields, typeName, type Field } from './write-sandbox-types.ts';

const SCHEMA_REF = '#/components/schemas/';
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const propertyKey = (name: string) => (IDENTIFIER.test(name) ? name : JSON.stringify(name));
const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** The rules a form may give its own message for; those of a bound may be given the field's bounds. */
const RULES = ['required', 'type', 'integer', 'pattern', 'oneOf'] as const;
const BOUND_RULES = ['min', 'max'] as const;

/** The bounds the contract states of a field: its lengths, or its values (exclusive or not). */
type Bounds = { min?: number; max?: number };

/**
 * A message: the form's own for that rule, else the generic key (with its values, where it names a bound). The
 * form's own message of a bound may name both ends of a range ("10 to 300 characters"): it is given `bounds`.
 */
function message(rule: (typeof RULES)[number], key: string): string;
function message(rule: (typeof BOUND_RULES)[number], key: string, params: Bounds | undefined, bounds: Bounds): string;
function message(rule: string, key: string, params?: Bounds, bounds?: Bounds): string {
  const generic = params ? `withParams(VALIDATION.${key}, ${JSON.stringify(params)})` : `VALIDATION.${key}`;
  const own = bounds ? `bounded(messages.${rule}, ${JSON.stringify(bounds)})` : `messages.${rule}`;
  return `${own} ?? ${generic}`;
}

/** Both ends of a range where the contract states them, the lower first (the order a message's values are read). */
function range(min: number | undefined, max: number | undefined): Bounds {
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

/** The pattern as a RegExp literal, or why JavaScript cannot compile it. */
function patternLiteral(pattern: string): { literal: string; decimal: boolean } | { problem: string } {
  try {
    const regex = new RegExp(pattern, 'u');
    // `source` escapes what a literal needs escaped (a slash, a line break)
    const decimal = regex.test('1.5') && !['1a', 'A', '1.5.5'].some((text) => regex.test(text));
    return { literal: `/${regex.source}/u`, decimal };
  } catch (error) {
    return { problem: (error as Error).message };
  }
}

/** The bound of `minimum`/`maximum`, exclusive or not, in OpenAPI 3.0's form or 3.1's. */
function bound(schema: JsonSchema, side: 'minimum' | 'maximum'): { value: number; exclusive: boolean } | undefined {
  const exclusiveKey = side === 'minimum' ? 'exclusiveMinimum' : 'exclusiveMaximum';
  const exclusive = schema[exclusiveKey];
  if (typeof exclusive === 'number') return { value: exclusive, exclusive: true };
  const value = schema[side];
  return typeof value === 'number' ? { value, exclusive: exclusive === true } : undefined;
}

const enumValues = (schema: JsonSchema) =>
  Array.isArray(schema.enum) ? schema.enum.filter((value) => value !== null) : undefined;

function stringRules(schema: JsonSchema, required: boolean, notes: string[]): string[] {
  const rules: string[] = [];
  const values = enumValues(schema);
  if (values) rules.push(`.oneOf(${JSON.stringify(values)}, ${message('oneOf', 'notAllowed')})`);
  const minLength = typeof schema.minLength === 'number' && schema.minLength > 0 ? schema.minLength : undefined;
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  const lengths = range(minLength, maxLength);
  if (minLength !== undefined)
    rules.push(
      `.test('min', ${message('min', 'tooShort', { min: minLength }, lengths)}, (value) => !value || characters(value) >= ${minLength})`,
    );
  if (maxLength !== undefined)
    rules.push(
      `.test('max', ${message('max', 'tooLong', undefined, lengths)}, (value) => !value || characters(value) <= ${maxLength})`,
    );
  if (typeof schema.pattern === 'string') {
    const compiled = patternLiteral(schema.pattern);
    if ('problem' in compiled) notes.push(`pattern ${JSON.stringify(schema.pattern)} left out: ${compiled.problem}`);
    else {
      const patternMessage = message('pattern', compiled.decimal ? 'amount' : 'format');
      // an optional field the form's own transforms leave blank (a trimmed space) is not sent either
      rules.push(
        required
          ? `.matches(${compiled.literal}, ${patternMessage})`
          : `.matches(${compiled.literal}, { message: ${patternMessage}, excludeEmptyString: true })`,
      );
    }
  }
  return rules;
}

function numberRules(schema: JsonSchema): string[] {
  const rules = [];
  if (schema.type === 'integer') rules.push(`.integer(${message('integer', 'integer')})`);
  const values = enumValues(schema);
  if (values) rules.push(`.oneOf(${JSON.stringify(values)}, ${message('oneOf', 'notAllowed')})`);
  const lower = bound(schema, 'minimum');
  const upper = bound(schema, 'maximum');
  const ends = range(lower?.value, upper?.value);
  if (lower)
    rules.push(
      lower.exclusive
        ? `.moreThan(${lower.value}, ${message('min', 'greaterThan', { min: lower.value }, ends)})`
        : `.min(${lower.value}, ${message('min', 'tooSmall', { min: lower.value }, ends)})`,
    );
  if (upper)
    rules.push(
      upper.exclusive
        ? `.lessThan(${upper.value}, ${message('max', 'lessThan', { max: upper.value }, ends)})`
        : `.max(${upper.value}, ${message('max', 'tooLarge', { max: upper.value }, ends)})`,
    );
  return rules;
}

/** The factory of one field's schema, and what of the contract it leaves out. */
function fieldFactory(document: OpenApiDocument, field: Field): { factory: string; notes: string[] } {
  const schema = resolveSchema(document, field.schema);
  const notes: string[] = [];
  let base: string;
  let rules: string[];
  if (schema.type === 'integer' || schema.type === 'number') {
    base = `number().typeError(${message('type', 'number')})`;
    rules = numberRules(schema);
  } else if (schema.type === 'string' && schema.format !== 'binary') {
    base = 'string()';
    rules = stringRules(schema, field.required, notes);
  } else {
    // a file, a boolean or a structure: the contract's rules stop at whether it is there
    base = 'mixed()';
    rules = [];
  }
  const presence = field.required
    ? `.required(${message('required', enumValues(schema) ? 'choose' : 'required')})`
    : '.transform(emptyAsAbsent)';
  const schemaText = `${base}${presence}${rules.join('')}`;
  // every factory takes the same argument, used or not (an optional free text has no message to give)
  const parameter = schemaText.includes('messages.') ? 'messages' : '_messages';
  return { factory: `(${parameter} = GENERIC) => ${schemaText}`, notes };
}

/**
 * The longest value of a string field, in characters: the shorter of its `maxLength` and the longest value its
 * pattern accepts (the contract writes some lengths inside the pattern: `^[A-Za-z0-9_]{4,20}$`), else none.
 */
function longestLength(schema: JsonSchema): number | undefined {
  if (schema.type !== 'string') return undefined;
  const bounds = [
    typeof schema.maxLength === 'number' ? schema.maxLength : undefined,
    typeof schema.pattern === 'string' ? longestMatch(schema.pattern) : undefined,
  ].filter((bound) => bound !== undefined);
  return bounds.length > 0 ? Math.min(...bounds) : undefined;
}

/** Orval's name of a body's type: its component's, or the operation's `<OperationId>Body` when written inline. */
function bodyTypeName(operationId: string, body: JsonSchema): string {
  const ref = body.$ref;
  return typeof ref === 'string' && ref.startsWith(SCHEMA_REF)
    ? typeName(ref.slice(SCHEMA_REF.length))
    : `${pascal(operationId)}Body`;
}

const HEADER = [
  '// Generated by scripts/contract/codegen/write-form-rules.ts from the bundled contract. Do not edit.',
  "import { mixed, number, string } from 'yup';",
  "import { withParams } from '../shared/lib/validation/message-params';",
  "import { VALIDATION } from '../shared/lib/validation/messages';",
  "import type * as Model from './model';",
  '',
  "/** The bounds the contract states of a field (its lengths, or its values), which a form's message may name. */",
  'export type RuleBounds = { min?: number; max?: number };',
  "/** A form's own message for a bound: a key, or one written from the field's bounds (both ends of a range). */",
  'export type BoundMessage = string | ((bounds: RuleBounds) => string);',
  "/** A form's own message for a rule of the contract, instead of the generic one. */",
  `export type RuleMessages = Partial<Record<${RULES.map((rule) => `'${rule}'`).join(' | ')}, string> & Record<${BOUND_RULES.map((rule) => `'${rule}'`).join(' | ')}, BoundMessage>>;`,
  'const GENERIC: RuleMessages = {};',
  "/** A form's own message for a bound, given the field's bounds where it asks for them. */",
  "const bounded = (message: BoundMessage | undefined, bounds: RuleBounds) => (typeof message === 'function' ? message(bounds) : message);",
  '/** An optional field left empty is not sent: it is checked as absent. */',
  'const emptyAsAbsent = (value: unknown, original: unknown) => (original === "" ? undefined : value);',
  "/** A length as the contract's validator counts it: in characters, an emoji is one (yup's min counts two). */",
  'const characters = (value: string) => [...value].length;',
  '',
];

export function formRulesModule(document: OpenApiDocument): string {
  const operations = listOperations(document).filter(
    (operation) => operation.effect === 'write' && operation.bodySchema !== undefined,
  );
  const rules: string[] = [];
  const bodies: string[] = [];
  for (const operation of operations) {
    const body = operation.bodySchema as JsonSchema;
    const summary = operation.object.summary ? `: ${operation.object.summary.replaceAll(/\s+/g, ' ')}` : '';
    rules.push(
      `/** ${operation.method} ${operation.path}${summary.replaceAll('*/', '*\\/')} */`,
      `export const ${operation.operationId}Rules = {`,
    );
    for (const field of bodyFields(document, body)) {
      const { factory, notes } = fieldFactory(document, field);
      for (const note of notes) rules.push(`  // ${note.replaceAll('\n', ' ')}`);
      rules.push(`  ${propertyKey(field.name)}: ${factory},`);
    }
    rules.push('};', '');
    bodies.push(`  ${operation.operationId}: Model.${bodyTypeName(operation.operationId, body)};`);
  }
  return [
    ...HEADER,
    // one export per operation: a form's chunk carries its operation's rules and no other's
    ...rules,
    '/** The body of each write operation, as the generated client sends it. */',
    'export interface FormBodies {',
    ...bodies,
    '}',
    '',
    '/** What a form of that operation submits. */',
    'export type FormBody<K extends keyof FormBodies> = FormBodies[K];',
    '',
  ].join('\n');
}

/**
 * What a form fills for an operation, with where it goes: a write's body fields, or a read's string query parameters
 * (a search box's keyword).
 */
function formFields(document: OpenApiDocument, operation: Operation): { fields: Field[]; of: string } {
  if (operation.effect === 'write')
    return { fields: operation.bodySchema ? bodyFields(document, operation.bodySchema) : [], of: 'field of the body' };
  const query = operation.parameters.filter((parameter) => parameter.in === 'query' && parameter.schema);
  return {
    fields: query.map((parameter) => ({ name: parameter.name, schema: parameter.schema ?? {}, required: false })),
    of: 'query parameter',
  };
}

/**
 * For every write with a body and every read with query parameters, the longest value of each string field
 * (characters), for the inputs' `maxLength` and a search's rule: an input stops the typing at the contract's length,
 * not at a number of its own that a change would miss. One module per operation, without yup
 * (src/gen/form-lengths/<operationId>.ts): the bundler puts each in the chunk of the one screen that reads it, so a
 * screen kept light (the login) carries its own two numbers, not a shared chunk of every form's lengths.
 */
export function formLengthsModules(document: OpenApiDocument): Map<string, string> {
  const modules = new Map<string, string>();
  for (const operation of listOperations(document)) {
    const { fields, of } = formFields(document, operation);
    const maxLengths = fields.flatMap((field) => {
      const longest = longestLength(resolveSchema(document, field.schema));
      return longest === undefined ? [] : [`${propertyKey(field.name)}: ${longest}`];
    });
    if (maxLengths.length === 0) continue;
    modules.set(
      operation.operationId,
      [
        '// Generated by scripts/contract/codegen/write-form-rules.ts from the bundled contract. Do not edit.',
        '',
        `/** ${operation.method} ${operation.path}: the longest value of each string ${of}. */`,
        `export const ${operation.operationId}MaxLengths = { ${maxLengths.join(', ')} } as const;`,
        '',
      ].join('\n'),
    );
  }
  return modules;
}

/**
 * Written whole: a development server watching src/gen never reads half of a module. The lengths' folder is written
 * aside and taken file by file: an operation the contract no longer has loses its module, an unchanged one is not
 * touched.
 */
export function writeFormRules(
  bundle: string,
  target = 'src/gen/form-rules.ts',
  lengthsTarget = 'src/gen/form-lengths',
): void {
  const document = loadDocument(bundle);
  writeWhole(target, formRulesModule(document));
  const aside = `${lengthsTarget}.${process.pid}.aside`;
  rmSync(aside, { recursive: true, force: true });
  mkdirSync(aside, { recursive: true });
  try {
    for (const [operationId, text] of formLengthsModules(document))
      writeFileSync(join(aside, `${operationId}.ts`), text);
    takeWrittenAside(process.cwd(), aside, lengthsTarget);
  } finally {
    rmSync(aside, { recursive: true, force: true });
  }
}
