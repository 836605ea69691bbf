/** What the conformance kit reports: findings (departures from the contract) and the checks that ran. */
import { unescapeSegment } from '@tradedesk/contract';

type Channel = 'http' | 'socket' | 'scenario';

/**
 * - `violation`: the server departs from the contract; any violation makes the run fail.
 * - `warning`: worth a look, not a departure (a business error answered to a valid request, an event never seen).
 */
export type Severity = 'violation' | 'warning';

export const FINDING_KINDS = {
  status: 'HTTP status the contract does not declare (or not the one expected)',
  envelope: 'answer is not one of the envelopes the contract declares',
  schema: 'a field of the answer or of the event breaks its schema',
  'not-json': 'body is not JSON',
  'content-type': 'JSON body sent without a JSON content type',
  timeout: 'no complete answer within the time limit',
  connection: 'connection refused, reset or otherwise failed',
  'body-too-large': 'body larger than the size cap',
  'server-error': 'a 5xx answer',
  'accepts-invalid': 'a request that breaks the contract was answered with success',
  'auth-not-refused': 'a secured operation did not refuse a missing or wrong token with the 999 envelope',
  'login-failed': 'the --login credentials did not give a token',
  'unknown-event': 'the server sent an event the contract does not know',
  'socket-session': 'the socket connection, its login or a subscription failed or was refused',
  'business-error': 'a valid request got a business error, so its payload was not checked',
  'auth-rejected': 'the token was refused, so the payload was not checked',
  'missing-event': 'an event of the contract was never received while listening',
  'socket-skipped': 'the socket part could not run (no AsyncAPI document)',
  behaviour: 'a scenario step: the backend answered, but not what its earlier answers and the contract say it does',
  'undeclared-effect': 'a write changed a read that its x-invalidates does not name (--effects)',
  'refusal-changed': 'a write the server refused still changed a read (--effects, --explore)',
  'negative-balance': 'a balance below zero (--explore)',
  'transfer-total': "a transfer between one's own accounts changed the coin's total over them (--explore)",
  'foreign-record': "one account read or changed the other's record by its id (--explore)",
  'moves-unmarked': 'a read answered differently with nothing written, and the contract does not mark it x-volatile',
  'kit-error': 'the kit itself failed on this check (a bug in the kit or an unexpected contract shape)',
} as const;
export type FindingKind = keyof typeof FINDING_KINDS;

export type Finding = {
  channel: Channel;
  /** The HTTP operation (channel http). */
  operationId?: string;
  /** The socket.io event name (channel socket). */
  event?: string;
  /** The behaviour scenario (channel scenario); its check is the step. */
  scenario?: string;
  /** The check that found it: response, missing-required, wrong-type, out-of-range, auth-missing, auth-wrong, listen... */
  check: string;
  kind: FindingKind;
  severity: Severity;
  /**
   * JSONPath of the offending value in the answer or event (`$.message.list[0].price`); `$` for the whole
   * answer; for negative checks, the broken request parameter (`query.period`, `body.c_id`).
   */
  path: string;
  expected: string;
  actual: unknown;
  message: string;
  /** The request that produced it, e.g. `GET /getSetting?lang=en&keyword=support_url`. */
  request?: string;
  /** How to make it happen again, one line each: the shrunk sequence of --explore as curl lines. */
  reproduction?: string[];
  /** How many times the same finding came back (socket events repeat). */
  occurrences?: number;
};

type CheckStatus = 'passed' | 'failed' | 'warning' | 'skipped';
export type CheckResult = {
  channel: Channel;
  operationId?: string;
  event?: string;
  scenario?: string;
  tag?: string;
  check: string;
  status: CheckStatus;
  durationMs: number;
  /** Why it was skipped, or what it sent. */
  detail?: string;
};

const SEVERITY_OF: Record<FindingKind, Severity> = Object.fromEntries(
  Object.keys(FINDING_KINDS).map((kind) => [
    kind,
    ['business-error', 'auth-rejected', 'missing-event', 'socket-skipped', 'moves-unmarked'].includes(kind)
      ? 'warning'
      : 'violation',
  ]),
) as Record<FindingKind, Severity>;

/** Keeps values readable in reports: long strings and big objects are cut. */
function clip(value: unknown, limit = 400): unknown {
  if (value === undefined) return '(missing)';
  if (typeof value === 'string')
    return value.length > limit ? `${value.slice(0, limit)}… (${value.length} chars)` : value;
  const text = JSON.stringify(value);
  if (text === undefined) return String(value);
  return text.length > limit ? `${text.slice(0, limit)}… (${text.length} chars of JSON)` : value;
}

/** `/message/list/0/base-currency` -> `$.message.list[0]['base-currency']`. */
export function pointerToJsonPath(pointer: string): string {
  if (!pointer || pointer === '/') return '$';
  return pointer
    .split('/')
    .slice(1)
    .map(unescapeSegment)
    .reduce(
      (path, key) =>
        /^\d+$/.test(key)
          ? `${path}[${key}]`
          : /^[A-Za-z_$][\w$]*$/.test(key)
            ? `${path}.${key}`
            : `${path}[${JSON.stringify(key).replaceAll('"', "'")}]`,
      '$',
    );
}

export function finding(fields: Omit<Finding, 'severity' | 'actual'> & { actual?: unknown }): Finding {
  return { ...fields, severity: SEVERITY_OF[fields.kind], actual: clip(fields.actual) };
}

/** Same place, same kind, same expectation: one finding, counted. */
export function dedupe(findings: Finding[]): Finding[] {
  const byKey = new Map<string, Finding>();
  for (const item of findings) {
    const key = [
      item.channel,
      item.operationId,
      item.event,
      item.scenario,
      item.check,
      item.kind,
      item.path,
      item.expected,
    ].join('\u0000');
    const known = byKey.get(key);
    if (known) known.occurrences = (known.occurrences ?? 1) + (item.occurrences ?? 1);
    else byKey.set(key, { ...item });
  }
  return [...byKey.values()];
}

export const subjectOf = (item: { operationId?: string; event?: string; scenario?: string }) =>
  item.operationId ?? item.event ?? item.scenario ?? '';
