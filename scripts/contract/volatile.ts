/**
 * What moves on its own in an answer, as the contract marks it with `x-volatile: true`: on a read, its whole answer
 * (a fresh quote, a trader's live trades); on a schema, every value of it wherever it appears (a price, a valuation
 * at the price of the moment). Two answers of a read compare equal, for a tool that asks whether something changed
 * them (the conformance kit's effects, the sandbox's claims test), when their stable parts are equal.
 */
import { nodeAt } from './json-pointer.ts';
import { resolveLocal, type JsonSchema, type OpenApiDocument, type Operation } from './contract-document.ts';

/** Put in place of a value that moves on its own. */
const MOVES = '(moves on its own)';

/** The read's whole answer moves on its own: two of its answers are never compared. */
export const isVolatileRead = (operation: Operation): boolean => operation.object['x-volatile'] === true;

/**
 * The answer with every value of a schema marked `x-volatile` replaced by one placeholder, read along the
 * operation's answer schema (`$ref`, `allOf`, `oneOf`/`anyOf` branches, properties, maps and items).
 */
export function stableAnswer(document: OpenApiDocument, operation: Operation, answer: unknown): unknown {
  return stable(document, nodeAt(document, operation.responsePointer) as JsonSchema | undefined, answer, 0);
}

function stable(
  document: OpenApiDocument,
  schemaOrRef: JsonSchema | undefined,
  value: unknown,
  depth: number,
): unknown {
  if (!schemaOrRef || value === null || value === undefined || depth > 64) return value;
  const schema = resolveLocal(document, schemaOrRef);
  if (schema['x-volatile'] === true) return MOVES;
  let result: unknown = value;
  // every branch that describes the value may mark a part of it: each is applied in turn
  for (const key of ['allOf', 'oneOf', 'anyOf'])
    for (const branch of (schema[key] as JsonSchema[] | undefined) ?? [])
      result = stable(document, branch, result, depth + 1);
  if (Array.isArray(result) && schema.items)
    return result.map((item) => stable(document, schema.items as JsonSchema, item, depth + 1));
  if (typeof result !== 'object' || result === null || Array.isArray(result)) return result;
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const others =
    typeof schema.additionalProperties === 'object' ? (schema.additionalProperties as JsonSchema) : undefined;
  if (!Object.keys(properties).length && !others) return result;
  return Object.fromEntries(
    Object.entries(result).map(([name, field]) => [
      name,
      stable(document, properties[name] ?? others, field, depth + 1),
    ]),
  );
}
