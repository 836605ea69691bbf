/** Validates answers against the contract's own schemas with Ajv, independently of the generated zod. */
import { Ajv, type ErrorObject } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { OpenApiDocument } from './contract-document.ts';
import { escapeSegment, nodeAt } from './json-pointer.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

export type Violation = { path: string; expected: string; actual: unknown; message: string };

/** OpenAPI 3.0 writes exclusive bounds as booleans (draft 4); Ajv speaks draft 7. */
export function toDraft7(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toDraft7);
  if (!node || typeof node !== 'object') return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) copy[key] = toDraft7(value);
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof copy[flag] === 'boolean') {
      if (copy[flag]) copy[flag] = copy[bound];
      else delete copy[flag];
      if (copy[flag] !== undefined) delete copy[bound];
    }
  }
  return copy;
}

/** Where an error really is: a missing or unexpected property is reported at that property, not at its parent. */
function errorPath(error: ErrorObject): string {
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  const property =
    error.keyword === 'required'
      ? params.missingProperty
      : error.keyword === 'additionalProperties'
        ? params.additionalProperty
        : undefined;
  return property === undefined ? error.instancePath : `${error.instancePath}/${escapeSegment(property)}`;
}

const UNION_KEYWORDS = new Set(['oneOf', 'anyOf']);
const SHAPE_KEYWORDS = new Set(['type', 'enum', 'const', 'nullable']);

/**
 * Ajv with `allErrors` reports every branch of a failed `oneOf`/`anyOf` plus the union itself. Keep what a
 * reader needs, one violation per defect: the errors inside the branch the value looked like (deeper than the
 * union), or, when no branch came close, the union alone with the accepted shapes as its expectation.
 */
function collapseUnions(errors: ErrorObject[]): ErrorObject[] {
  const unions = errors.filter((error) => UNION_KEYWORDS.has(error.keyword));
  if (!unions.length) return errors;
  const dropped = new Set<ErrorObject>();
  for (const union of unions) {
    const base = union.instancePath;
    const inside = errors.filter(
      (error) =>
        error !== union &&
        !dropped.has(error) &&
        (error.instancePath === base || error.instancePath.startsWith(`${base}/`)),
    );
    const topLevel = inside.filter((error) => error.instancePath === base && SHAPE_KEYWORDS.has(error.keyword));
    const deeper = inside.filter((error) => !topLevel.includes(error));
    for (const error of topLevel) dropped.add(error);
    if (deeper.length) dropped.add(union);
    else {
      const shapes = topLevel.map((error) => JSON.stringify(error.params)).filter(Boolean);
      union.params = { ...union.params, alternatives: [...new Set(shapes)] };
    }
  }
  return errors.filter((error) => !dropped.has(error));
}

export function describeErrors(errors: ErrorObject[] | null | undefined, data: unknown): Violation[] {
  const seen = new Set<string>();
  const violations: Violation[] = [];
  for (const error of collapseUnions(errors ?? [])) {
    const path = errorPath(error);
    const key = `${path} ${error.keyword} ${JSON.stringify(error.params)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    violations.push({
      path: path || '/',
      expected: `${error.keyword} ${JSON.stringify(error.params)}`,
      actual: nodeAt(data, path),
      message: error.message ?? error.keyword,
    });
  }
  return violations;
}

/** Validates data against the schema found at a JSON pointer of any JSON-Schema-bearing document. */
/** Ajv with the formats OpenAPI documents use (`binary` and `password` being only hints). */
export function createContractAjv(options: ConstructorParameters<typeof Ajv>[0] = {}): Ajv {
  // decimal multiples (`multipleOf: 0.01`) checked in decimal, not in binary floats (0.29 / 0.01 is not whole)
  const ajv = new Ajv({ strict: false, validateSchema: false, logger: false, multipleOfPrecision: 10, ...options });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addFormat('password', true);
  return ajv;
}

export function createDocumentValidator(document: object, id = 'contract') {
  const ajv = createContractAjv({ allErrors: true });
  ajv.addSchema(toDraft7({ ...document, $id: id }) as object);
  return (pointer: string, data: unknown): Violation[] => {
    const validate = ajv.getSchema(`${id}${pointer}`);
    if (!validate) throw new Error(`No schema at ${pointer}`);
    return validate(data) ? [] : describeErrors(validate.errors, data);
  };
}

export function createResponseValidator(document: OpenApiDocument) {
  return createDocumentValidator(document);
}
