/**
 * The steps of an exploration, as fast-check draws them from the contract: a write called by one of the two test
 * accounts with the contract's sample arguments, a field or two given a value at its schema's edge (bounds,
 * lengths, every value of an enum) or a decimal scaled far up or down; or one account naming a record of the other
 * by its id. A step is plain data, so that fast-check can shrink a sequence and print it.
 */
import Big from 'big.js';
import fc from 'fast-check';
import {
  boundaryValues,
  resolveLocal,
  resolveSchema,
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
} from '@tradedesk/contract';

/** The first test account (0) or the second (1). */
export type Account = 0 | 1;

/** A field of the sample arguments given another value. */
type Override = { where: 'query' | 'body'; name: string; value: unknown };

export type CallStep = { kind: 'call'; operationId: string; account: Account; overrides: Override[] };

/** The other account names the owner's record (the `pick`-th the owner's list shows, cyclically) by its id. */
export type ForeignStep = { kind: 'foreign'; operationId: string; owner: Account; pick: number };

export type ExploreStep = CallStep | ForeignStep;

/** What a decimal of the sample arguments is multiplied by: dust, half, double, far beyond any balance. */
const SCALES = ['0.0000001', '0.5', '2', '1000000'];

const isDecimalText = (value: unknown): value is string => typeof value === 'string' && /^\d+(\.\d+)?$/.test(value);

/** The values a field is tried with besides its sample: its schema's edges, and its decimal scaled. */
function valuesOf(document: OpenApiDocument, schema: JsonSchema | undefined, sample: unknown): unknown[] {
  const values = boundaryValues(document, schema);
  if (isDecimalText(sample)) values.push('0', ...SCALES.map((factor) => new Big(sample).times(factor).toFixed()));
  return [...new Set(values)].filter((value) => value !== sample);
}

/** Each field of the operation's sample arguments (lang aside) with the values it may be given instead. */
function fieldsOf(
  document: OpenApiDocument,
  operation: Operation,
  sample: { query: Record<string, unknown>; body?: Record<string, unknown> },
): Array<{ where: 'query' | 'body'; name: string; values: unknown[] }> {
  const fields: Array<{ where: 'query' | 'body'; name: string; values: unknown[] }> = [];
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'query' || parameter.name === 'lang' || !(parameter.name in sample.query)) continue;
    const values = valuesOf(document, parameter.schema, sample.query[parameter.name]);
    if (values.length) fields.push({ where: 'query', name: parameter.name, values });
  }
  const properties = (
    operation.bodySchema ? (resolveLocal(document, operation.bodySchema).properties ?? {}) : {}
  ) as Record<string, JsonSchema>;
  for (const [name, sampled] of Object.entries(sample.body ?? {})) {
    if (sampled instanceof Blob || resolveSchema(document, properties[name]).format === 'binary') continue;
    const values = valuesOf(document, properties[name], sampled);
    if (values.length) fields.push({ where: 'body', name, values });
  }
  return fields;
}

/**
 * Sequences of at most `maxSteps` steps: calls to `writes` by either account (the first alone with one account),
 * and, with two accounts, `byId` operations naming the other account's records.
 */
export function exploreSequences(options: {
  document: OpenApiDocument;
  writes: Operation[];
  byId: Operation[];
  sampleOf: (operation: Operation) => { query: Record<string, unknown>; body?: Record<string, unknown> };
  accounts: 1 | 2;
  maxSteps: number;
}): fc.Arbitrary<ExploreStep[]> {
  const { document, writes, byId, sampleOf, accounts, maxSteps } = options;
  const account: fc.Arbitrary<Account> = accounts === 2 ? fc.constantFrom<Account>(0, 1) : fc.constant<Account>(0);
  const overrides = new Map(
    writes.map((operation) => {
      const fields = fieldsOf(document, operation, sampleOf(operation));
      const changed = fields.length
        ? fc.array(
            fc.oneof(
              ...fields.map((field) =>
                fc
                  .constantFrom(...field.values)
                  .map((value): Override => ({ where: field.where, name: field.name, value })),
              ),
            ),
            { minLength: 1, maxLength: 2 },
          )
        : fc.constant<Override[]>([]);
      // most calls keep the sample: a sequence must be able to place orders and move money to find what follows
      return [
        operation.operationId,
        fc.oneof({ weight: 3, arbitrary: fc.constant<Override[]>([]) }, { weight: 2, arbitrary: changed }),
      ];
    }),
  );
  const calls =
    writes.length === 0
      ? undefined
      : fc
          .constantFrom(...writes.map((operation) => operation.operationId))
          .chain((operationId) =>
            fc
              .record({ account, overrides: overrides.get(operationId)! })
              .map((drawn): ExploreStep => ({ kind: 'call', operationId, ...drawn })),
          );
  const foreign =
    accounts === 2 && byId.length
      ? fc
          .record({
            operationId: fc.constantFrom(...byId.map((operation) => operation.operationId)),
            owner: account,
            pick: fc.nat(20),
          })
          .map((drawn): ExploreStep => ({ kind: 'foreign', ...drawn }))
      : undefined;
  const step = fc.oneof(
    ...(calls ? [{ weight: 4, arbitrary: calls }] : []),
    ...(foreign ? [{ weight: 1, arbitrary: foreign }] : []),
  );
  return fc.array(step, { minLength: 1, maxLength: maxSteps });
}
