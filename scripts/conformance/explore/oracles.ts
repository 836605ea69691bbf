/**
 * The rules exploration holds every answer and every account to: each true of any correct backend, whatever it
 * was asked, in whatever order.
 */
import Big from 'big.js';
import type { OpenApiDocument, Operation } from '@tradedesk/contract';
import { branchesFor, branchOf, isDeclared } from '../envelopes.ts';
import type { FindingKind } from '../findings.ts';
import type { Answer } from '../http-call.ts';

export type Broken = { kind: FindingKind; path: string; expected: string; actual: unknown; message: string };

/** The answer's JSON body, or undefined. */
export function bodyOf(answer: Answer): unknown {
  if (!answer.ok) return undefined;
  try {
    return JSON.parse(answer.text);
  } catch {
    return undefined;
  }
}

/** An answer at all, no 5xx, a status the operation declares, and one of its envelopes. */
export function answerRule(document: OpenApiDocument, operation: Operation, answer: Answer): Broken | undefined {
  const id = operation.operationId;
  if (!answer.ok)
    return {
      kind: answer.kind,
      path: '$',
      expected: 'an answer',
      actual: answer.detail,
      message: `${id} gave no answer: ${answer.detail}`,
    };
  if (answer.status >= 500)
    return {
      kind: 'server-error',
      path: '$',
      expected: 'no 5xx: a refusal is an envelope',
      actual: `HTTP ${answer.status} ${answer.text.slice(0, 200)}`,
      message: `${id} answered HTTP ${answer.status}`,
    };
  if (!isDeclared(operation, answer.status))
    return {
      kind: 'status',
      path: '$',
      expected: `a status ${id} declares`,
      actual: answer.status,
      message: `${id} answered HTTP ${answer.status}, which the contract does not declare`,
    };
  const body = bodyOf(answer);
  if (!branchOf(branchesFor(document, operation, answer.status), body))
    return {
      kind: 'envelope',
      path: '$',
      expected: `one of the envelopes ${id} declares for HTTP ${answer.status}`,
      actual: body ?? answer.text.slice(0, 200),
      message: `${id} answered outside the contract's envelopes`,
    };
  return undefined;
}

const BALANCE_KEY = /(^|_)balance$/;

/** The first balance below zero in the reads' answers (`status json` texts): read, JSON path and value. */
export function negativeBalance(
  answers: Map<string, string>,
): { read: string; path: string; value: string } | undefined {
  let found: { read: string; path: string; value: string } | undefined;
  const walk = (node: unknown, path: string, read: string) => {
    if (found || !node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      const at = Array.isArray(node) ? `${path}[${key}]` : `${path}.${key}`;
      if (BALANCE_KEY.test(key) && (typeof value === 'string' || typeof value === 'number')) {
        try {
          if (new Big(value).lt(0)) found = { read, path: at, value: String(value) };
        } catch {
          // not a decimal: the schema checks are another mode's
        }
      } else walk(value, at, read);
      if (found) return;
    }
  };
  for (const [read, text] of answers) {
    try {
      walk(JSON.parse(text.slice(text.indexOf(' ') + 1)), '$', read);
    } catch {
      // an answer that is not JSON holds no balance
    }
    if (found) return found;
  }
  return undefined;
}

/** A coin's balances in a transfer's accounts, available and frozen: `account.field` -> decimal. */
export type Balances = Map<string, Big>;

export const totalOf = (balances: Balances) =>
  [...balances.values()].reduce((sum, value) => sum.plus(value), new Big(0));

/** What differs between two readings of the same balances, as `account.field: before -> after` lines. */
export const balanceChanges = (before: Balances, after: Balances): string[] =>
  [...before].flatMap(([key, value]) =>
    after.get(key)?.eq(value) ? [] : [`${key}: ${value.toFixed()} -> ${after.get(key)?.toFixed() ?? '(absent)'}`],
  );
