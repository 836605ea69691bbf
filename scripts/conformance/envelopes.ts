/**
 * The envelopes an operation may answer with, per HTTP status, read from the contract: each `oneOf` branch of
 * the answer's schema with its marker (`type`, or `code` for the k-line) and the marker values it accepts.
 * Telling the branch by its marker first gives one precise finding ("type is not one of ...") instead of
 * Ajv's report on every branch of the `oneOf`.
 */
import { isSuccessMarker, type JsonSchema, type OpenApiDocument, type Operation } from '@tradedesk/contract';
import { escapeSegment, follow } from '@tradedesk/contract';

export type Branch = { pointer: string; marker?: string; values: unknown[]; success: boolean };

/** The statuses an operation declares (`200`, `401`, `422`, also `4XX` and `default` if written). */
export function declaredStatuses(operation: Operation): string[] {
  return Object.keys(operation.object.responses);
}

export function isDeclared(operation: Operation, status: number): boolean {
  const keys = declaredStatuses(operation);
  return keys.includes(String(status)) || keys.includes(`${String(status)[0]}XX`) || keys.includes('default');
}

function statusKey(operation: Operation, status: number): string | undefined {
  const keys = declaredStatuses(operation);
  return [String(status), `${String(status)[0]}XX`, 'default'].find((key) => keys.includes(key));
}

const cache = new WeakMap<Operation, Map<string, Branch[]>>();

/** The envelope branches of the JSON answer declared for `status`; empty when nothing is declared. */
export function branchesFor(document: OpenApiDocument, operation: Operation, status: number): Branch[] {
  const key = statusKey(operation, status);
  if (!key) return [];
  const known = cache.get(operation)?.get(key);
  if (known) return known;
  const response = follow(
    document,
    `#/paths/${escapeSegment(operation.path)}/${operation.method.toLowerCase()}/responses/${key}`,
  );
  const schemaPointer = `${response.pointer}/content/application~1json/schema`;
  const schema = follow(document, schemaPointer);
  const pointers = Array.isArray(schema.node?.oneOf)
    ? (schema.node.oneOf as unknown[]).map((_, index) => `${schema.pointer}/oneOf/${index}`)
    : schema.node
      ? [schema.pointer]
      : [];
  const branches = pointers.map((pointer): Branch => {
    const branch = follow(document, pointer);
    const properties = (branch.node?.properties ?? {}) as Record<string, JsonSchema>;
    const marker = ['type', 'code'].find((name) => name in properties);
    const markerSchema = marker
      ? follow<JsonSchema>(document, `${branch.pointer}/properties/${marker}`).node
      : undefined;
    const values = (markerSchema?.enum as unknown[] | undefined) ?? [];
    return { pointer, marker, values, success: values.some(isSuccessMarker) };
  });
  if (!cache.has(operation)) cache.set(operation, new Map());
  cache.get(operation)!.set(key, branches);
  return branches;
}

/** The branch whose marker value the body carries, if any. */
export function branchOf(branches: Branch[], body: unknown): Branch | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  return branches.find(
    (branch) => branch.marker !== undefined && branch.values.includes((body as Record<string, unknown>)[branch.marker]),
  );
}

/** What the envelope should look like, for the finding when no branch matches. */
export function envelopeExpectation(branches: Branch[]): { path: string; expected: string; marker?: string } {
  const marker = branches.find((branch) => branch.marker)?.marker;
  const values = [...new Set(branches.flatMap((branch) => branch.values))];
  return {
    marker,
    path: marker ? `$.${marker}` : '$',
    expected: marker ? `${marker} one of ${values.map((value) => JSON.stringify(value)).join(', ')}` : 'an envelope',
  };
}
