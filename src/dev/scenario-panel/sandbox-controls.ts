/** The mock's control endpoints the scenario panel uses (mock-server/sandbox/controls.ts), under the app's /api. */
export type Answer = 'ok' | 'error' | 'sessionExpired' | 'verificationRequired' | 'slow' | 'network';

export type ControlledOperation = {
  operationId: string;
  method: string;
  path: string;
  tag: string;
  answeredBy: 'sandbox' | 'prism';
  /** What a fault may make this operation answer, `ok` first. */
  answers: Answer[];
  fault: { answer: Exclude<Answer, 'ok'> } | null;
};

const BASE = '/api/__sandbox';

async function control<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${BASE}${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** The faults' scope: a session's token (its calls alone), or none for every call the mock answers. */
export type Scope = string | undefined;
const scoped = (scope: Scope) => (scope === undefined ? '' : `?token=${encodeURIComponent(scope)}`);

/** Every operation, with the fault its calls get in this scope. */
export const listOperations = (scope: Scope) => control<ControlledOperation[]>('GET', `/operations${scoped(scope)}`);

/** `ok` clears the operation's fault; any other answer sets it until changed. */
export const chooseAnswer = (operationId: string, answer: Answer, scope: Scope) =>
  answer === 'ok'
    ? control('DELETE', `/faults/${encodeURIComponent(operationId)}${scoped(scope)}`)
    : control(
        'PUT',
        `/faults/${encodeURIComponent(operationId)}`,
        scope === undefined ? { answer } : { answer, token: scope },
      );

/** A code the sandbox "sent" by e-mail or SMS, as `GET /__sandbox/outbox` lists it (newest first). */
export type SentCode = {
  id: number;
  to: string;
  channel: 'email' | 'sms';
  areaCode?: number;
  purpose: 'register' | 'forget' | 'safe' | 'mobile' | 'withdraw';
  code: string;
  sentAt: string;
  expiresAt: string;
  status: 'valid' | 'used' | 'expired' | 'replaced';
};

export const listOutbox = () => control<SentCode[]>('GET', '/outbox');

export const clearFaults = (scope: Scope) => control('DELETE', `/faults${scoped(scope)}`);
export const resetSandbox = () => control('POST', '/reset');
