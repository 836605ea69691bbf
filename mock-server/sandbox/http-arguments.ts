/**
 * Reads a request's query and body (form-encoded, multipart or JSON) into plain values, as the contract names
 * them; an uploaded file is its name there (what the contract's `binary` string checks), its bytes beside.
 */
import type { IncomingMessage } from 'node:http';

const MAX_BODY_BYTES = 12 * 1024 * 1024;

export type UploadedFile = { name: string; type: string; bytes: Buffer };
export type RequestArguments = {
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  files: Record<string, UploadedFile>;
  /** The body as it came, for a request passed on to Prism. */
  raw: Buffer;
};

/**
 * Repeated keys become arrays; an uploaded file is represented by its name. The record has no prototype, so a
 * field named `__proto__` or `constructor` is a field like any other (the contract's closed schemas refuse it).
 */
export function collectFields(entries: Iterable<[string, unknown]>): Record<string, unknown> {
  const values: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [name, raw] of entries) {
    const value = raw instanceof Blob ? ((raw as File).name ?? 'file') : raw;
    const previous = values[name];
    values[name] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return values;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error('request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export async function readArguments(request: IncomingMessage, url: URL): Promise<RequestArguments> {
  return argumentsOf(await readBody(request), String(request.headers['content-type'] ?? ''), url.searchParams);
}

/**
 * The arguments of a request whose body has been read (`bytes`, sent as `type`): the gateway's, and a test's call
 * answered in its own process. Form values are told from files by being strings, not by `instanceof`: a test's
 * document (jsdom) brings a `Blob` of its own that the files of Node's own `FormData` are not instances of.
 */
export async function argumentsOf(
  bytes: Buffer,
  type: string,
  searchParams: URLSearchParams,
): Promise<RequestArguments> {
  if (bytes.length > MAX_BODY_BYTES) throw new Error('request body too large');
  const query = collectFields(searchParams);
  if (!bytes.length) return { query, body: {}, files: {}, raw: bytes };
  if (/application\/([\w.+-]*\+)?json/i.test(type)) {
    const parsed = JSON.parse(bytes.toString('utf8')) as unknown;
    return {
      query,
      body: parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {},
      files: {},
      raw: bytes,
    };
  }
  if (/multipart\/form-data|application\/x-www-form-urlencoded/i.test(type)) {
    const form = await new Response(new Uint8Array(bytes), { headers: { 'Content-Type': type } }).formData();
    const files: Record<string, UploadedFile> = {};
    const fields: Array<[string, unknown]> = [];
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') {
        fields.push([name, value]);
        continue;
      }
      const file = value as File;
      files[name] = { name: file.name, type: file.type, bytes: Buffer.from(await file.arrayBuffer()) };
      fields.push([name, file.name ?? 'file']);
    }
    return { query, body: collectFields(fields), files, raw: bytes };
  }
  return { query, body: {}, files: {}, raw: bytes };
}
