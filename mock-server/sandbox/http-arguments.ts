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
  const query = collectFields(url.searchParams);
  const buffer = await readBody(request);
  const type = String(request.headers['content-type'] ?? '');
  if (!buffer.length) return { query, body: {}, files: {}, raw: buffer };
  if (/application\/([\w.+-]*\+)?json/i.test(type)) {
    const parsed = JSON.parse(buffer.toString('utf8')) as unknown;
    return {
      query,
      body: parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {},
      files: {},
      raw: buffer,
    };
  }
  if (/multipart\/form-data|application\/x-www-form-urlencoded/i.test(type)) {
    const form = await new Response(new Uint8Array(buffer), { headers: { 'Content-Type': type } }).formData();
    const files: Record<string, UploadedFile> = {};
    for (const [name, value] of form.entries())
      if (value instanceof Blob)
        files[name] = { name: (value as File).name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
    return { query, body: collectFields(form.entries()), files, raw: buffer };
  }
  return { query, body: {}, files: {}, raw: buffer };
}
