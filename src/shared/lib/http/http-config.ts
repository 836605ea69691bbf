/**
 * What the HTTP client needs from its surroundings, injected so that the client stays free of React and
 * works the same in the app, in tests and in scripts.
 */
import type { ZodType } from 'zod';
import { createInjectedConfig } from '../injected-config';

type ResponseValidator = { operationId: string; schema: ZodType };

type HttpConfig = {
  /** Prefix of every path of the contract; the app's own origin by default. */
  baseUrl: string;
  timeoutMs: number;
  /** Delay before leaving the page after a 999 or 998 answer, so the user can read the toast. */
  redirectDelayMs: number;
  toastDurationMs: number;
  getToken: () => string | null;
  /** The app's language code (zh, en, hk, th, jp, kor, fra, spa), sent as `lang` on every call. */
  getLanguage: () => string;
  toast: (message: string, durationMs: number) => void;
  clearSession: () => void;
  /** Opens the sign-in or the identity verification page (their paths below). */
  navigate: (path: typeof LOGIN_PATH | typeof VERIFICATION_PATH) => void;
  /** Translated texts of the upload failures the server does not word itself. */
  uploadFailedMessage: () => string;
  uploadErrorMessage: () => string;
  /** Translated text of a write that got no answer of the contract's (the server words its own refusals). */
  unansweredWriteMessage: (kind: 'network' | 'timeout' | 'http', status?: number) => string;
  /** When set, every answer is checked against its generated zod schema (development and tests). */
  responseValidators?: Record<string, ResponseValidator>;
  /**
   * When set, requests wait for it before they are sent: the development build loads the response validators beside
   * the first screen's code instead of before it, and a request sent meanwhile is still checked.
   */
  pending?: Promise<unknown>;
  onContractViolation: (error: Error) => void;
  fetch: typeof fetch;
};

export const LOGIN_PATH = '/pages/common/login';
export const VERIFICATION_PATH = '/pages/setting/real_mark';

const defaults: HttpConfig = {
  baseUrl: '/api',
  timeoutMs: 60_000,
  redirectDelayMs: 1_200,
  toastDurationMs: 1_500,
  getToken: () => null,
  getLanguage: () => 'jp',
  toast: () => undefined,
  clearSession: () => undefined,
  navigate: () => undefined,
  uploadFailedMessage: () => 'Upload failed',
  uploadErrorMessage: () => 'Upload error',
  unansweredWriteMessage: (kind, status) => (kind === 'http' ? `HTTP ${status}` : kind),
  onContractViolation: (error) => console.error(error),
  fetch: (...args) => globalThis.fetch(...args),
};

const config = createInjectedConfig(defaults);

export const configureHttpClient = config.configure;

/**
 * Back to the defaults, between tests.
 * @internal
 */
export const resetHttpClient = config.reset;

export const httpConfig = config.read;
