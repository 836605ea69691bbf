/**
 * One HTTP exchange with a time limit on the whole answer and a cap on the body size. Never throws: a refused
 * connection, a timeout or a huge body come back as a failed answer for the checks to report.
 */
import type { BuiltRequest } from '@tradedesk/contract';

export type CallLimits = { timeoutMs: number; maxBodyBytes: number };

export type Answer =
  | { ok: true; status: number; contentType: string; text: string; durationMs: number }
  | { ok: false; kind: 'timeout' | 'connection' | 'body-too-large'; detail: string; durationMs: number };

export function requestUrl(target: string, request: BuiltRequest): string {
  const query = request.query.toString();
  return `${target.replace(/\/+$/, '')}${request.path}${query ? `?${query}` : ''}`;
}

/** `POST /news/list?lang=en body: c_id=0` (multipart bodies are named only). */
export function describeRequest(request: BuiltRequest): string {
  const query = request.query.toString();
  const line = `${request.method} ${request.path}${query ? `?${query}` : ''}`;
  if (request.body instanceof URLSearchParams) return `${line} body: ${request.body.toString()}`;
  if (request.body) return `${line} body: multipart (${[...request.body.keys()].join(', ')})`;
  return line;
}

function causeCode(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message ?? String(error);
}

export async function call(target: string, request: BuiltRequest, limits: CallLimits): Promise<Answer> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, limits.timeoutMs);
  const timeout = (): Answer => ({
    ok: false,
    kind: 'timeout',
    detail: `no complete answer after ${limits.timeoutMs} ms`,
    durationMs: elapsed(),
  });
  try {
    let response: Response;
    try {
      response = await fetch(requestUrl(target, request), {
        method: request.method,
        headers: request.headers,
        body: request.body,
        redirect: 'manual',
        signal: controller.signal,
      });
    } catch (error) {
      if (timedOut) return timeout();
      return { ok: false, kind: 'connection', detail: causeCode(error), durationMs: elapsed() };
    }
    const tooLarge = (size: string): Answer => {
      controller.abort();
      return {
        ok: false,
        kind: 'body-too-large',
        detail: `body of ${size} bytes, over the cap of ${limits.maxBodyBytes} bytes`,
        durationMs: elapsed(),
      };
    };
    const declaredLength = Number(response.headers.get('content-length') ?? NaN);
    if (declaredLength > limits.maxBodyBytes) return tooLarge(String(declaredLength));
    const chunks: Uint8Array[] = [];
    let size = 0;
    try {
      const reader = response.body?.getReader();
      while (reader) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > limits.maxBodyBytes) {
          await reader.cancel().catch(() => undefined);
          return tooLarge(`more than ${limits.maxBodyBytes}`);
        }
        chunks.push(value);
      }
    } catch (error) {
      if (timedOut) return timeout();
      return { ok: false, kind: 'connection', detail: `body cut off: ${causeCode(error)}`, durationMs: elapsed() };
    }
    return {
      ok: true,
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      text: Buffer.concat(chunks).toString('utf8'),
      durationMs: elapsed(),
    };
  } finally {
    clearTimeout(timer);
  }
}
