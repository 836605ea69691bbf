/** Why a call failed. `message` is the server's translated text where it sent one, else empty. */
export type ApiErrorKind =
  | 'business' // type "error" (or any other non-ok type): the message was shown as a toast
  | 'session' // type "999": the session ended, the user is being sent to login
  | 'verification' // type "998": identity verification is required, the user is being sent to it
  | 'http' // a status other than 200: rejected without a message
  | 'network' // no answer at all
  | 'timeout' // no answer within the time limit
  | 'contract'; // the answer breaks the contract (development and tests only)

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly operation: string;

  constructor(kind: ApiErrorKind, message: string, operation: string, status?: number) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.operation = operation;
    this.status = status;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
