/**
 * Orval input transformer: the 200 answer of every operation is a `oneOf` of the success envelope and the
 * error envelope. The HTTP client unwraps the envelope at run time (success resolves to its payload, every
 * other `type` rejects), so generated hooks, types and zod validators must describe the payload alone:
 * this replaces each 200 schema by the success branch's `message` (or `data` for the k-line `code` envelope).
 */
type Json = Record<string, unknown>;
type Document = { paths?: Record<string, Record<string, Json>>; components?: { schemas?: Record<string, Json> } };

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

function resolveRef(document: Document, node: Json): Json {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  const name = ref.replace('#/components/schemas/', '');
  return document.components?.schemas?.[name] ?? node;
}

export function successPayloadSchema(document: Document, envelope: Json): Json | undefined {
  const branches = (envelope.oneOf as Json[] | undefined) ?? [envelope];
  for (const branch of branches.map((candidate) => resolveRef(document, candidate))) {
    const properties = branch.properties as Record<string, Json> | undefined;
    if (!properties) continue;
    const marker = resolveRef(document, properties.type ?? properties.code ?? {});
    const isSuccess = (marker.enum as unknown[] | undefined)?.some((value) => value === 'ok' || value === 1);
    if (isSuccess) return properties.message ?? properties.data;
  }
  return undefined;
}

export default function unwrapEnvelope<T>(spec: T): T {
  const document = structuredClone(spec) as Document;
  for (const pathItem of Object.values(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = pathItem[method] as Json | undefined;
      const media = (operation?.responses as Record<string, Json> | undefined)?.['200']?.content as
        Record<string, Json> | undefined;
      const json = media?.['application/json'];
      if (!json?.schema) continue;
      const payload = successPayloadSchema(document, json.schema as Json);
      if (!payload) throw new Error(`No success envelope in the 200 answer of ${String(operation?.operationId)}`);
      json.schema = payload;
    }
  }
  return document as T;
}
