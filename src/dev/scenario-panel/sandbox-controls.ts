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

export const listOperations = () => control<ControlledOperation[]>('GET', '/operations');

/** `ok` clears the operation's fault; any other answer sets it until changed. */
export const chooseAnswer = (operationId: string, answer: Answer) =>
  answer === 'ok'
    ? control('DELETE', `/faults/${encodeURIComponent(operationId)}`)
    : control('PUT', `/faults/${encodeURIComponent(operationId)}`, { answer });

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

export const clearFaults = () => control('DELETE', '/faults');
export const resetSandbox = () => control('POST', '/reset');
