/**
 * The one HTTP client of the app: every generated hook calls `httpRequest` (Orval's mutator).
 * It applies the contract's conventions (sections 7 and 8 of the specification):
 * - every path goes under the base `/api`, carries `lang` and, when there is one, the raw token in `Authorization`;
 * - no answer within 60 s aborts the call;
 * - HTTP 200 with `type: "ok"` (or `code: 1`, the k-line envelope) resolves to the payload (`message`, or `data`);
 * - `type: "999"` shows the message, clears the session and opens login after 1.2 s;
 * - `type: "998"` shows the message and opens identity verification after 1.2 s, where the message stays;
 * - any other `type` shows the message for 1.5 s and rejects with it;
 * - any other status rejects without a message (a write that fails so is worded by the query client);
 * - `/upload` sends `accept-language` and words its own failures.
 * In development and tests every payload is checked against its generated zod schema.
 */
import { ApiError } from './api-error';
import { httpConfig, LOGIN_PATH, VERIFICATION_PATH } from './http-config';
import { uploadAcceptLanguage } from './upload-language';
import { validatePayload } from './validate-payload';
import { noteServerDate } from '../time/server-clock';

type Envelope = { type?: unknown; code?: unknown; message?: unknown; msg?: unknown; data?: unknown };

const UPLOAD_PATH = '/upload';

function withLanguage(url: string, language: string): { href: string; path: string } {
  const [path, search = ''] = url.split('?');
  const query = new URLSearchParams(search);
  if (!query.has('lang')) query.set('lang', language);
  return { href: `${httpConfig().baseUrl}${path}?${query}`, path };
}

/**
 * The text to show for an error message: the backend sends a text, or sometimes Laravel's validation errors as
 * an object of arrays (`{"number": ["The number must be at least 0.01."]}`) or an array of texts; the first
 * text found is shown.
 */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') {
    for (const item of Object.values(value)) {
      const text = textOf(item);
      if (text) return text;
    }
    return '';
  }
  return String(value);
}

/** Aborts when the caller aborts or when the time limit passes, whichever comes first. */
function timeoutSignal(callerSignal: AbortSignal | null | undefined, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) controller.abort(callerSignal.reason);
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}

function endSession(message: string, operation: string): ApiError {
  const config = httpConfig();
  config.toast(message, config.toastDurationMs);
  config.clearSession();
  setTimeout(() => config.navigate(LOGIN_PATH), config.redirectDelayMs);
  return new ApiError('session', message, operation);
}

function requireVerification(message: string, operation: string): ApiError {
  const config = httpConfig();
  // the reason stays on screen for a whole toast's time on the verification page: shown only before the move, it
  // was gone by the time the user looked at the page that was meant to explain it
  config.toast(message, config.redirectDelayMs + config.toastDurationMs);
  setTimeout(() => config.navigate(VERIFICATION_PATH), config.redirectDelayMs);
  return new ApiError('verification', message, operation);
}

export async function httpRequest<T>(url: string, init: RequestInit = {}): Promise<T> {
  const { pending } = httpConfig();
  if (pending) await pending;
  const config = httpConfig();
  const method = (init.method ?? 'GET').toUpperCase();
  const { href, path } = withLanguage(url, config.getLanguage());
  const operationKey = `${method} ${path}`;
  const validator = config.responseValidators?.[operationKey];
  const operation = validator?.operationId ?? operationKey;
  const isUpload = path === UPLOAD_PATH;

  const headers = new Headers(init.headers as HeadersInit | undefined);
  const token = config.getToken();
  if (token) headers.set('Authorization', token);
  if (isUpload) {
    headers.set('accept-language', uploadAcceptLanguage(config.getLanguage()));
    headers.delete('Content-Type'); // the browser sets the multipart boundary itself
  }

  const deadline = timeoutSignal(init.signal, config.timeoutMs);
  let response: Response;
  const sentAt = Date.now();
  try {
    response = await config.fetch(href, { ...init, method, headers, signal: deadline.signal });
  } catch (cause) {
    deadline.dispose();
    if (isUpload) {
      const message = config.uploadErrorMessage();
      config.toast(message, config.toastDurationMs);
      throw new ApiError('network', message, operation);
    }
    if (deadline.timedOut()) throw new ApiError('timeout', '', operation);
    if (init.signal?.aborted) throw cause;
    throw new ApiError('network', '', operation);
  }
  deadline.dispose();
  noteServerDate(response.headers.get('Date'), sentAt, Date.now());

  if (response.status !== 200) {
    if (isUpload) {
      const message = config.uploadFailedMessage();
      config.toast(message, config.toastDurationMs);
      throw new ApiError('http', message, operation, response.status);
    }
    throw new ApiError('http', '', operation, response.status);
  }

  let body: Envelope;
  try {
    body = (await response.json()) as Envelope;
  } catch {
    throw new ApiError('http', '', operation, response.status);
  }

  if (body.type === 'ok' || body.code === 1) {
    const payload = 'message' in body ? body.message : body.data;
    if (validator) {
      try {
        validatePayload(validator.operationId, validator.schema, payload);
      } catch (violation) {
        config.onContractViolation(violation as Error);
        throw violation;
      }
    }
    return payload as T;
  }

  const message = textOf(body.message ?? body.msg);
  if (body.type === '999' || body.type === 999) throw endSession(message, operation);
  if (body.type === '998' || body.type === 998) throw requireVerification(message, operation);
  config.toast(message, config.toastDurationMs);
  throw new ApiError('business', message, operation);
}
