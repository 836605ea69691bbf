/**
 * The form rules generated from a small contract: each constraint it states makes a rule that accepts a value at
 * its bound and refuses one just past it, with the generic message of that rule or the form's own.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnySchema } from 'yup';
import type { OpenApiDocument } from '../contract-document.ts';
import { formLengthsModules, formRulesModule } from './write-form-rules.ts';

const document: OpenApiDocument = {
  openapi: '3.0.3',
  paths: {
    '/things': {
      get: {
        operationId: 'listThings',
        tags: ['things'],
        'x-effect': 'read',
        'x-source': 'proposed',
        // a search box's keyword, and a header no form fills
        parameters: [
          { name: 'q', in: 'query', schema: { type: 'string', maxLength: 30 } },
          { name: 'x-trace', in: 'header', schema: { type: 'string', maxLength: 9 } },
        ],
        responses: {},
      },
      post: {
        operationId: 'addThing',
        tags: ['things'],
        'x-effect': 'write',
        'x-source': 'proposed',
        requestBody: {
          content: {
            'application/x-www-form-urlencoded': {
              schema: {
                type: 'object',
                required: ['name', 'count', 'kind', 'amount'],
                properties: {
                  name: { type: 'string', minLength: 3, maxLength: 5 },
                  count: { type: 'integer', minimum: 1, maximum: 10 },
                  ratio: { type: 'number', minimum: 0, exclusiveMinimum: true, exclusiveMaximum: 1 },
                  kind: { type: 'string', enum: ['a', 'b'] },
                  level: { type: 'integer', enum: [0, 2] },
                  amount: { allOf: [{ $ref: '#/components/schemas/Amount' }], description: 'An amount.' },
                  code: { type: 'string', pattern: '^\\d{2}/\\d{2}$' },
                  coin: { type: 'string', pattern: '^[A-Z0-9][A-Z0-9._-]{0,19}$' },
                  nickname: { type: 'string', pattern: '^(?i)[a-z]+$' },
                },
              },
            },
          },
        },
        responses: {},
      },
    },
    '/things/named': {
      put: {
        operationId: 'nameThing',
        tags: ['things'],
        'x-effect': 'write',
        'x-source': 'proposed',
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Naming' } } } },
        responses: {},
      },
    },
  },
  components: {
    schemas: {
      Amount: { type: 'string', pattern: '^\\d+(\\.\\d{1,2})?$' },
      Naming: {
        type: 'object',
        properties: {
          // with both, the shorter holds
          label: { type: 'string', maxLength: 2, pattern: '^[a-z]{1,6}$' },
          // a length the contract writes inside the pattern
          tag: { type: 'string', pattern: '^[a-z_]{1,8}$' },
        },
      },
    },
  },
};

const generated = formRulesModule(document);
// beside the generated rules, so that its imports (yup, the message keys, the model) resolve as theirs do
const module = new URL(`../../../src/gen/form-rules.${process.pid}.test-copy.ts`, import.meta.url).pathname;
type Message = string | ((bounds: { min?: number; max?: number }) => string);
type Factory = (messages?: Record<string, Message>) => AnySchema;
let rules: Record<string, Record<string, Factory>>;

beforeAll(async () => {
  writeFileSync(module, generated);
  rules = (await import(/* @vite-ignore */ module)) as typeof rules;
});
afterAll(() => rmSync(module, { force: true }));

/** A form's own transform: yup's trim. */
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** The message of the first rule the value breaks, or null when the field accepts it. */
const errorOf = (factory: Factory, value: unknown, messages?: Record<string, Message>) =>
  factory(messages)
    .validate(value)
    .then(() => null)
    .catch((error: Error) => error.message);

describe('the form rules written from the contract', () => {
  it('cover the write operations with a body, not the reads', () => {
    expect(Object.keys(rules).filter((name) => name.endsWith('Rules'))).toEqual(['addThingRules', 'nameThingRules']);
    expect(Object.keys(rules.addThingRules)).toEqual([
      'name',
      'count',
      'ratio',
      'kind',
      'level',
      'amount',
      'code',
      'coin',
      'nickname',
    ]);
  });

  it("give the inputs each string field's longest length (a write's body, a read's query), a module per operation", () => {
    const modules = formLengthsModules(document);
    // the longest value of a pattern is read (code, coin); an unbounded one (amount) or a flag (nickname) gives none
    expect([...modules.keys()]).toEqual(['listThings', 'addThing', 'nameThing']);
    expect(modules.get('listThings')).toContain('export const listThingsMaxLengths = { q: 30 } as const;');
    expect(modules.get('addThing')).toContain(
      'export const addThingMaxLengths = { name: 5, code: 5, coin: 20 } as const;',
    );
    expect(modules.get('nameThing')).toContain('export const nameThingMaxLengths = { label: 2, tag: 8 } as const;');
  });

  it('lengths: accepted at the bound, refused one character past it', async () => {
    const { name } = rules.addThingRules;
    expect(await errorOf(name, 'abc')).toBeNull();
    expect(await errorOf(name, 'abcde')).toBeNull();
    expect(await errorOf(name, 'ab')).toBe('validation:tooShort|{"min":3}');
    expect(await errorOf(name, 'abcdef')).toBe('validation:tooLong');
    expect(await errorOf(name, 'ab', { min: 'validation:nameTooShort' })).toBe('validation:nameTooShort');
    // counted in characters, as the server's validator counts them: five emoji are five, not ten
    expect(await errorOf(name, '😀😀😀😀😀')).toBeNull();
    expect(await errorOf(name, '😀😀')).toBe('validation:tooShort|{"min":3}');
  });

  it('required only where the contract requires it; an optional field left empty is absent', async () => {
    expect(await errorOf(rules.addThingRules.name, '')).toBe('validation:required');
    expect(await errorOf(rules.addThingRules.kind, undefined)).toBe('validation:choose');
    expect(await errorOf(rules.addThingRules.code, '')).toBeNull();
    expect(await errorOf(rules.addThingRules.code, undefined)).toBeNull();
    expect(await errorOf(rules.addThingRules.count, '')).toBe('validation:number');
    // blank once the form has trimmed it: not sent either, so neither its pattern nor a length applies
    expect(await rules.addThingRules.code().transform(trimmed).isValid('  ')).toBe(true);
    const trimmedName = () => rules.addThingRules.name().transform(trimmed);
    expect(await errorOf(trimmedName, '  ')).toBe('validation:required');
  });

  it('integer bounds, inclusive: at them accepted, one past refused', async () => {
    const { count } = rules.addThingRules;
    expect(await errorOf(count, 1)).toBeNull();
    expect(await errorOf(count, '10')).toBeNull();
    expect(await errorOf(count, 0)).toBe('validation:tooSmall|{"min":1}');
    expect(await errorOf(count, 11)).toBe('validation:tooLarge|{"max":10}');
    expect(await errorOf(count, 2.5)).toBe('validation:integer');
    expect(await errorOf(count, 'many')).toBe('validation:number');
  });

  it('exclusive bounds, as OpenAPI 3.0 (a boolean) and 3.1 (a number) write them', async () => {
    const { ratio } = rules.addThingRules;
    expect(await errorOf(ratio, 0.5)).toBeNull();
    expect(await errorOf(ratio, 0)).toBe('validation:greaterThan|{"min":0}');
    expect(await errorOf(ratio, 1)).toBe('validation:lessThan|{"max":1}');
  });

  it('enums, of strings and of integers (a form sends them as text)', async () => {
    expect(await errorOf(rules.addThingRules.kind, 'b')).toBeNull();
    expect(await errorOf(rules.addThingRules.kind, 'c')).toBe('validation:notAllowed');
    expect(await errorOf(rules.addThingRules.level, '2')).toBeNull();
    expect(await errorOf(rules.addThingRules.level, '1')).toBe('validation:notAllowed');
  });

  it('patterns: a decimal one (reached through allOf and $ref) says amount, another says format', async () => {
    expect(await errorOf(rules.addThingRules.amount, '12.34')).toBeNull();
    expect(await errorOf(rules.addThingRules.amount, '12.345')).toBe('validation:amount');
    expect(await errorOf(rules.addThingRules.code, '12/34')).toBeNull();
    expect(await errorOf(rules.addThingRules.code, '12/345')).toBe('validation:format');
    // a coin's symbol takes "1.5" too, and letters: not an amount
    expect(await errorOf(rules.addThingRules.coin, 'usdt')).toBe('validation:format');
  });

  it("a form's message of a bound is given both ends of the range the contract states, lengths or values", async () => {
    const range = ({ min, max }: { min?: number; max?: number }) => `form:between|${JSON.stringify({ min, max })}`;
    const { name, count, ratio } = rules.addThingRules;
    expect(await errorOf(name, 'ab', { min: range })).toBe('form:between|{"min":3,"max":5}');
    expect(await errorOf(name, 'abcdef', { max: range })).toBe('form:between|{"min":3,"max":5}');
    expect(await errorOf(count, 0, { min: range })).toBe('form:between|{"min":1,"max":10}');
    expect(await errorOf(count, 11, { max: range })).toBe('form:between|{"min":1,"max":10}');
    expect(await errorOf(ratio, 1, { max: range })).toBe('form:between|{"min":0,"max":1}');
    // one end stated: the other is not invented
    expect(await errorOf(rules.nameThingRules.label, 'abc', { max: range })).toBe('form:between|{"max":2}');
  });

  it('a pattern JavaScript cannot compile is left out, and the output says so', async () => {
    expect(generated).toMatch(/\/\/ pattern "\^\(\?i\)\[a-z\]\+\$" left out: /);
    expect(await errorOf(rules.addThingRules.nickname, 'ABC')).toBeNull();
  });

  it("types each body as Orval names it: the operation's inline body, or its component", () => {
    expect(generated).toContain('addThing: Model.AddThingBody;');
    expect(generated).toContain('nameThing: Model.Naming;');
  });
});
