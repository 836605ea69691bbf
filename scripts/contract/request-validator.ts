/**
 * Checks a request against its operation as a server would: query parameters and body fields arrive as text
 * (form encoding), so values are coerced to the contract's types, defaults are filled in (`page` 1, `limit` 10)
 * and the first problem is reported. The arguments are changed in place: a handler reads typed values.
 * Validators are compiled per operation on first use, so a server starts without compiling the whole contract.
 */
import type { ValidateFunction } from 'ajv';
import type { JsonSchema, OpenApiDocument, Operation } from './contract-document.ts';
import { escapeSegment } from './json-pointer.ts';
import { createContractAjv, describeErrors, toDraft7, type Violation } from './response-validator.ts';

export type RequestArguments = { query: Record<string, unknown>; body: Record<string, unknown> };

const ID = 'request';

/** Points the document's local references (`#/components/...`) at the document registered under ID. */
function anchorRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(anchorRefs);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `${ID}${value}` : anchorRefs(value),
    ]),
  );
}

export function createRequestValidator(document: OpenApiDocument) {
  const ajv = createContractAjv({ coerceTypes: 'array', useDefaults: true });
  ajv.addSchema(toDraft7({ ...document, $id: ID }) as object);
  const compiled = new Map<string, { query: ValidateFunction; body?: ValidateFunction }>();

  const compile = (operation: Operation) => {
    const query = operation.parameters.filter((parameter) => parameter.in === 'query');
    const querySchema: JsonSchema = {
      type: 'object',
      properties: Object.fromEntries(
        query.map((parameter) => [parameter.name, anchorRefs(toDraft7(parameter.schema ?? {}))]),
      ),
      required: query.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    };
    const bodyPointer =
      operation.bodyMediaType &&
      `#/paths/${escapeSegment(operation.path)}/${operation.method.toLowerCase()}/requestBody/content/${escapeSegment(operation.bodyMediaType)}/schema`;
    const validators = {
      query: ajv.compile(querySchema),
      body: bodyPointer ? ajv.compile({ $ref: `${ID}${bodyPointer}` }) : undefined,
    };
    compiled.set(operation.operationId, validators);
    return validators;
  };

  /** The first way the request breaks the contract (`query.page`, `body.amount`), or undefined when it is valid. */
  return (operation: Operation, request: RequestArguments): (Violation & { where: string }) | undefined => {
    const validators = compiled.get(operation.operationId) ?? compile(operation);
    if (!validators.query(request.query))
      return { ...describeErrors(validators.query.errors, request.query)[0], where: 'query' };
    if (!validators.body) return undefined;
    if (!validators.body(request.body))
      return { ...describeErrors(validators.body.errors, request.body)[0], where: 'body' };
    return undefined;
  };
}
