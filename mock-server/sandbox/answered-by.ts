/**
 * Who answers an operation and why, as `GET /__sandbox/operations` tells it. The rule: an operation that needs
 * the session token is the user's, so the sandbox answers it; Prism answers the rest only from a written example
 * (`x-mock-example`), so that two reads read the same. An operation new to the contract is answered by Prism at
 * once, from generated data, and named here as breaking the rule until it has a handler or an example
 * (tests/sandbox/operations-split.test.ts fails naming it).
 */
import type { Operation } from '@tradedesk/contract';

export type AnswerReason =
  /** A sandbox domain answers it from the user's state (it needs the session token). */
  | 'user-state'
  /** A sandbox domain answers it from what every user shares (public, but kept or computed by the sandbox). */
  | 'shared-state'
  /** Prism answers the operation's written example: the same on every read. */
  | 'written-example'
  /** Prism generates a new answer on every read: breaks the rule (a new operation without a handler or example). */
  | 'generated'
  /** Needs the token yet no domain answers it: breaks the rule. */
  | 'user-state-without-handler';

const writtenExampleOf = (operation: Operation): string | undefined => {
  const example = operation.object['x-mock-example'];
  return typeof example === 'string' ? example : undefined;
};

export function answerReason(operation: Operation, ownedBySandbox: boolean): AnswerReason {
  if (ownedBySandbox) return operation.secured ? 'user-state' : 'shared-state';
  if (operation.secured) return 'user-state-without-handler';
  return writtenExampleOf(operation) === undefined ? 'generated' : 'written-example';
}
