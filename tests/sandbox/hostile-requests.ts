/**
 * Requests to every write operation of the contract, as fast-check draws them: the contract's own valid arguments
 * (`buildArguments`), each field kept, scaled, replaced by a hostile value, dropped, sent twice or moved to the
 * query string; an undeclared field, a JSON body instead of a form, the wrong method, another user's token or
 * none. Each request knows whether the contract allows it, so a test can tell a refusal from an acceptance that
 * should not have been.
 */
import fc from 'fast-check';
import {
  listOperations,
  resolveLocal,
  resolveSchema,
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
} from '@tradedesk/contract';
import { buildArguments } from '@tradedesk/contract';
import { createRequestValidator } from '@tradedesk/contract';
import { collectFields } from '@tradedesk/mock-server/testing';

/** Names that an object's prototype answers to: half the hostile values drawn are one of them. */
const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'] as const;

/** Values no field should take as they are: numbers of every wrong kind, markup, other scripts. */
const HOSTILE_VALUES = [
  '-1',
  '-0.000001',
  '0',
  '1e309',
  '99999999999999999999999999',
  '0.000000000000001',
  'NaN',
  'Infinity',
  '１２３', // full-width digits
  '٣', // an Arabic-Indic digit
  '1,5',
  '0x10',
  'abc',
  '',
  ' ',
  '<script>alert(1)</script>',
  "' OR 1=1; --",
  '🚀🚀',
  '{}',
  'null',
] as const;

/** A few of each kind, for the sweep of every field. */
const SWEEP_VALUES = [
  '__proto__',
  'constructor',
  '-1',
  'NaN',
  '１２３',
  '1e309',
  '<script>alert(1)</script>',
  "' OR 1=1; --",
];

const hostile = fc.oneof(fc.constantFrom(...PROTOTYPE_NAMES), fc.constantFrom(...HOSTILE_VALUES));

/** Undeclared fields an attacker adds. */
const EXTRA_FIELDS = [...PROTOTYPE_NAMES, 'is_admin', 'user_id'] as const;

export type FieldPlan =
  | { kind: 'keep' }
  | { kind: 'scale'; factor: string }
  | { kind: 'hostile'; value: string }
  | { kind: 'drop' }
  | { kind: 'twice'; value: string }
  | { kind: 'inQuery'; value: string };

/**
 * One call: the operation, whose token, and at most one thing done wrong (the rest as the contract's example has
 * it), so that each refusal is traced to its cause and the other fields do not hide it.
 */
export type StepPlan = {
  operationId: string;
  /** Whose token: one of the test's users, or none. */
  user: number | 'none';
  fields: Record<string, FieldPlan>;
  encoding: 'form' | 'json';
  wrongMethod: boolean;
  extra?: { name: string; where: 'query' | 'body' };
};

export type HostileRequest = {
  method: string;
  path: string;
  query: Array<[string, string]>;
  /** Form fields in order (a field twice is two entries), a JSON object, or a multipart form. */
  body?: { form: Array<[string, string | Blob]> } | { json: Record<string, unknown> };
  multipart: boolean;
  user: number | 'none';
  /** The contract refuses it: a required field missing, a value or field it does not allow, a wrong method. */
  invalid: boolean;
  /** Fields that carry a hostile value where the operation reads them. */
  hostileFields: string[];
};

const SCALES = ['0.001', '0.5', '2', '100'];

const fieldPlan = (bodyField: boolean): fc.Arbitrary<FieldPlan> =>
  fc.oneof(
    { weight: 10, arbitrary: fc.constant<FieldPlan>({ kind: 'keep' }) },
    { weight: 2, arbitrary: fc.constantFrom(...SCALES).map<FieldPlan>((factor) => ({ kind: 'scale', factor })) },
    { weight: 4, arbitrary: hostile.map<FieldPlan>((value) => ({ kind: 'hostile', value })) },
    { weight: 1, arbitrary: fc.constant<FieldPlan>({ kind: 'drop' }) },
    { weight: 1, arbitrary: hostile.map<FieldPlan>((value) => ({ kind: 'twice', value })) },
    ...(bodyField ? [{ weight: 2, arbitrary: hostile.map<FieldPlan>((value) => ({ kind: 'inQuery', value })) }] : []),
  );

/** Everything the tests need of the contract's write operations, computed once. */
export function writeOperations(document: OpenApiDocument) {
  const operations = listOperations(document).filter((operation) => operation.effect === 'write');
  const validate = createRequestValidator(document);
  const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
  const bodySchema = (operation: Operation) =>
    operation.bodySchema ? resolveLocal(document, operation.bodySchema) : undefined;
  const fields = new Map(
    operations.map((operation) => {
      const { query, body } = buildArguments(document, operation);
      const properties = (bodySchema(operation)?.properties ?? {}) as Record<string, JsonSchema>;
      const described = {
        query: Object.keys(query).filter((name) => name !== 'lang'),
        body: Object.keys(properties),
        sample: { query, body: body ?? {} },
      };
      return [operation.operationId, described];
    }),
  );
  const fieldsOf = (operation: Operation) => fields.get(operation.operationId)!;

  const step = (users: number): fc.Arbitrary<StepPlan> =>
    fc.constantFrom(...operations.map((operation) => operation.operationId)).chain((operationId) => {
      const operation = byId.get(operationId)!;
      const { query, body } = fieldsOf(operation);
      const plain: StepPlan = { operationId, user: 0, fields: {}, encoding: 'form', wrongMethod: false };
      const user = fc.integer({ min: 0, max: users - 1 });
      const field = (name: string, inBody: boolean) =>
        fc
          .record({ plan: fieldPlan(inBody), user })
          .map(({ plan, user }) => ({ ...plain, user, fields: { [name]: plan } }));
      return fc.oneof(
        { weight: 8, arbitrary: user.map((user) => ({ ...plain, user })) },
        ...query.map((name) => ({
          weight: Math.max(1, Math.round(16 / (query.length + body.length))),
          arbitrary: field(name, false),
        })),
        ...body.map((name) => ({
          weight: Math.max(1, Math.round(16 / (query.length + body.length))),
          arbitrary: field(name, true),
        })),
        {
          weight: 2,
          arbitrary: fc
            .record({
              name: fc.constantFrom(...EXTRA_FIELDS),
              where: fc.constantFrom('query' as const, 'body' as const),
              user,
            })
            .map(({ name, where, user }) => ({ ...plain, user, extra: { name, where } })),
        },
        ...(operation.bodyMediaType === 'application/x-www-form-urlencoded'
          ? [{ weight: 2, arbitrary: user.map((user) => ({ ...plain, user, encoding: 'json' as const })) }]
          : []),
        { weight: 1, arbitrary: user.map((user) => ({ ...plain, user, wrongMethod: true })) },
        { weight: 1, arbitrary: fc.constant({ ...plain, user: 'none' as const }) },
      );
    });

  /**
   * Every single thing done wrong to every write operation, one call each, after a valid one: each field given
   * each of a few hostile values in place, moved to the query string, sent twice, dropped; an undeclared field,
   * a JSON body, the wrong method, no token. fast-check runs these sequences first, then random ones.
   */
  const sweep = (users: number): StepPlan[][] =>
    operations.map((operation) => {
      const { query, body } = fieldsOf(operation);
      const plain: StepPlan = {
        operationId: operation.operationId,
        user: 0,
        fields: {},
        encoding: 'form',
        wrongMethod: false,
      };
      const plans: StepPlan[] = [plain];
      for (const name of [...query, ...body]) {
        const kinds: FieldPlan[] = [
          ...SWEEP_VALUES.map((value) => ({ kind: 'hostile' as const, value })),
          { kind: 'drop' },
          { kind: 'twice', value: SWEEP_VALUES[0] },
          ...(body.includes(name) ? [{ kind: 'inQuery' as const, value: 'abc' }] : []),
        ];
        for (const kind of kinds) plans.push({ ...plain, user: plans.length % users, fields: { [name]: kind } });
      }
      for (const name of ['__proto__', 'constructor'])
        plans.push({ ...plain, extra: { name, where: 'body' } }, { ...plain, extra: { name, where: 'query' } });
      if (operation.bodyMediaType === 'application/x-www-form-urlencoded') plans.push({ ...plain, encoding: 'json' });
      plans.push({ ...plain, wrongMethod: true }, { ...plain, user: 'none' });
      return plans;
    });

  /** The request a plan stands for, and whether the contract allows it. */
  const request = (plan: StepPlan): HostileRequest => {
    const operation = byId.get(plan.operationId)!;
    const { sample } = fieldsOf(operation);
    const schema = bodySchema(operation);
    const required = new Set((schema?.required as string[] | undefined) ?? []);
    const requiredQuery = new Set(operation.parameters.filter((p) => p.required).map((p) => p.name));
    const query: Array<[string, string]> = [['lang', 'en']];
    const form: Array<[string, string | Blob]> = [];
    const json: Record<string, unknown> = {};
    const hostileFields: string[] = [];
    let invalid = plan.wrongMethod || (operation.secured && plan.user === 'none');
    const place = (name: string, value: unknown, inBody: boolean) => {
      if (!inBody) query.push([name, String(value)]);
      else if (plan.encoding === 'json')
        // an own property even for __proto__, so that JSON.stringify sends it
        Object.defineProperty(json, name, {
          value: Object.hasOwn(json, name) ? [json[name], value] : value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      else form.push([name, value instanceof Blob ? value : String(value)]);
    };
    const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
    const propertyOf = (name: string, inBody: boolean) =>
      inBody
        ? resolveSchema(document, properties[name])
        : resolveSchema(document, operation.parameters.find((parameter) => parameter.name === name)?.schema);
    const names = [...Object.keys(sample.query).filter((name) => name !== 'lang'), ...Object.keys(sample.body)];
    for (const name of [...new Set([...names, ...Object.keys(plan.fields)])]) {
      const fieldPlanned = plan.fields[name] ?? { kind: 'keep' };
      const inBody = !Object.hasOwn(sample.query, name);
      const original = inBody ? sample.body[name] : sample.query[name];
      const present = original !== undefined;
      switch (fieldPlanned.kind) {
        case 'keep':
          if (present) place(name, original, inBody);
          break;
        case 'scale':
          if (present) place(name, scaled(original, fieldPlanned.factor), inBody);
          break;
        case 'hostile':
          place(name, fitted(fieldPlanned.value, propertyOf(name, inBody)), inBody);
          hostileFields.push(name);
          break;
        case 'drop':
          if (inBody ? required.has(name) : requiredQuery.has(name)) invalid = true;
          break;
        case 'twice':
          if (present) place(name, original, inBody);
          place(name, fieldPlanned.value, inBody);
          if (present) invalid = true;
          else hostileFields.push(name);
          break;
        case 'inQuery':
          // a body field moved to the query string: never read there, so the body lacks it
          query.push([name, fieldPlanned.value]);
          if (required.has(name)) invalid = true;
          break;
      }
    }
    if (plan.extra) {
      if (plan.extra.where === 'query') query.push([plan.extra.name, '1']);
      else if (schema) {
        place(plan.extra.name, '1', true);
        invalid = true; // the contract's bodies are closed objects
      }
    }
    // read as the mock reads a query or a form: repeated names become arrays
    const parsedQuery = collectFields(query);
    const parsedBody = plan.encoding === 'json' ? json : collectFields(form);
    if (!invalid && validate(operation, { query: structuredClone(parsedQuery), body: structuredClone(parsedBody) }))
      invalid = true;
    return {
      method: plan.wrongMethod ? (operation.method === 'GET' ? 'DELETE' : 'GET') : operation.method,
      path: operation.path,
      query,
      body: !schema ? undefined : plan.encoding === 'json' ? { json } : { form },
      multipart: operation.bodyMediaType === 'multipart/form-data',
      user: plan.user,
      invalid,
      hostileFields,
    };
  };

  return { operations, step, sweep, request };
}

/**
 * A hostile text as long as the field demands (repeated up to its minLength, cut at its maxLength), so that markup
 * in an address field is not refused for its length alone and reaches the rules behind the schema.
 */
function fitted(value: string, schema: JsonSchema): string {
  const min = (schema.minLength as number | undefined) ?? 0;
  const max = (schema.maxLength as number | undefined) ?? Infinity;
  if (value === '' || value.length >= min) return value.slice(0, max);
  return value.repeat(Math.ceil(min / value.length)).slice(0, Math.max(min, Math.min(max, min)));
}

/** A sample value times a factor, keeping it a decimal string when it was one (other values as they are). */
function scaled(value: unknown, factor: string): unknown {
  const text = String(value);
  if (!/^\d+(\.\d+)?$/.test(text)) return value;
  const places = text.includes('.') ? text.split('.')[1].length : 0;
  const product = (Number(text) * Number(factor)).toFixed(Math.min(8, places + 3));
  return typeof value === 'number' && Number.isInteger(value) ? Math.max(1, Math.round(Number(product))) : product;
}

/** Sends a request to the mock with a user's token. */
export async function send(base: string, request: HostileRequest, token: string | undefined) {
  const url = new URL(`${base}/api${request.path}`);
  for (const [name, value] of request.query) url.searchParams.append(name, value);
  const headers: Record<string, string> = token ? { Authorization: token } : {};
  let body: BodyInit | undefined;
  const sent = request.method === 'GET' ? undefined : request.body;
  if (sent && 'json' in sent) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(sent.json);
  } else if (sent && request.multipart) {
    const form = new FormData();
    for (const [name, value] of sent.form) form.append(name, value);
    body = form;
  } else if (sent) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(sent.form.map(([name, value]) => [name, String(value)])).toString();
  }
  const answer = await fetch(url, { method: request.method, headers, body });
  const text = await answer.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: answer.status, contentType: answer.headers.get('content-type') ?? '', text, json };
}

/** The request as a curl line a developer can paste against `npm run mock` (tokens named by user). */
export function curlLine(request: HostileRequest): string {
  const quote = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;
  const url = new URL(`http://127.0.0.1:4010/api${request.path}`);
  for (const [name, value] of request.query) url.searchParams.append(name, value);
  const parts = ['curl -s', `-X ${request.method}`, quote(url.toString())];
  if (request.user !== 'none') parts.push(`-H "Authorization: $TOKEN_${request.user + 1}"`);
  if (request.method === 'GET') return parts.join(' ');
  if (request.body && 'json' in request.body)
    parts.push(`-H 'Content-Type: application/json'`, `--data ${quote(JSON.stringify(request.body.json))}`);
  else if (request.body)
    for (const [name, value] of request.body.form)
      parts.push(
        request.multipart
          ? `-F ${quote(`${name}=${typeof value === 'string' ? value : '@pixel.png'}`)}`
          : `--data-urlencode ${quote(`${name}=${String(value)}`)}`,
      );
  return parts.join(' ');
}
