/**
 * Orval input transformer: the 200 answer of every operation is a `oneOf` of the success envelope and the
 * error envelope. The HTTP client unwraps the envelope at run time (success resolves to its payload, every
 * other `type` rejects), so generated hooks, types and zod validators must describe the payload alone:
 * this replaces each 200 schema by the success branch's `message` (or `data` for the k-line `code` envelope).
 */
import { resolveLocal, successBranch, type OpenApiDocument } from '../contract-document.ts';

type Json = Record<string, unknown>;

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

function successPayloadSchema(document: OpenApiDocument, envelope: Json): Json | undefined {
  const branch = successBranch(document, envelope);
  const properties = branch && (resolveLocal(document, branch).properties as Record<string, Json> | undefined);
  return properties?.message ?? properties?.data;
}

export default function unwrapEnvelope<T>(spec: T): T {
  const document = structuredClone(spec) as unknown as OpenApiDocument;
  for (const pathItem of Object.values(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = (pathItem as Record<string, unknown>)[method] as Json | undefined;
      const media = (operation?.responses as Record<string, Json> | undefined)?.['200']?.content as
        Record<string, Json> | undefined;
      const json = media?.['application/json'];
      if (!json?.schema) continue;
      const payload = successPayloadSchema(document, json.schema as Json);
      if (!payload) throw new Error(`No success envelope in the 200 answer of ${String(operation?.operationId)}`);
      json.schema = payload;
    }
  }
  return document as unknown as T;
}
