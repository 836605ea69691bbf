/**
 * The scenario format: a scenario is a list of steps run in order with one account; a step calls an operation
 * of the contract (the contract's sample arguments, overridden by the step's) or waits for a socket event, then
 * checks its answer. Values may name what earlier steps saved: `'{orderId}'`, or be computed from it.
 */
import type { OperationId } from '../gen/operation-ids.ts';

export type Vars = Record<string, string | undefined>;
/** A literal, a template of saved values (`'{price}'`), or a function of them. */
export type Value = string | number | ((vars: Vars) => string | number | undefined);

/** Paths: `$.message.data[0].id`, and `[field=value]` picks the first item of a list whose field equals value. */
export type Expectation =
  /** The value at path, as text, equals (with `ifPresent`, unless nothing is there). */
  | { path: string; equals: Value; ifPresent?: boolean }
  /** The decimal at path equals, within the tolerance (big.js, default exact). */
  | { path: string; decimal: Value; tolerance?: Value }
  /** The decimal at path minus the value saved as `since` equals `changedBy`, within the tolerance. */
  | { path: string; changedBy: Value; since: string; tolerance?: Value }
  /** The decimal at path has this sign: 1, -1 or 0 (a function reads the sign from saved values). */
  | { path: string; sign: Value }
  /** Something is at path (`present: true`), e.g. an id in a list, or nothing is (`present: false`). */
  | { path: string; present: boolean };

type StepBase = { name: string; expect?: Expectation[] };

export type CallStep = StepBase & {
  /** The operation called: one of the contract's (a name it does not have does not compile). */
  call: OperationId;
  body?: Record<string, Value>;
  query?: Record<string, Value>;
  /** Values to keep for later steps: name -> path; a path ending in `?` may be missing (the name stays unset). */
  save?: Record<string, string>;
  /** The answer's `type` (default `ok`). */
  answer?: 'ok' | 'error';
  /** After the call (which sent a code), the newest code of this purpose read from --code-from, saved `as`. */
  readCode?: { purpose: string; as: string };
  /** Read again until the expectations hold, for at most this long (a settlement, a review). */
  untilMs?: number;
};

/**
 * How late a push may come after what it tells happened (a write's answer, a settlement the server reported): the
 * time to deliver it, never the time to cause it.
 */
export const PUSH_GRACE_MS = 5_000;

export type EventStep = StepBase & {
  /**
   * A socket event sent after the step named `after` (its paths read the event's payload), at the latest `withinMs`
   * after it was due: after the end of the step named `due` (a settlement the server reported), else after `after`.
   * A server that settles in real time pushes when it settles, not within a window of the placement.
   */
  event: string;
  after: string;
  due?: string;
  withinMs: number;
  where?: Expectation[];
};

/**
 * Waits `waitMs` from the step named `after` (a settlement due at the end of a period). With --sandbox-clock the
 * kit moves the sandbox's clock by that much instead: a real backend gets there on its own, given the time.
 */
export type WaitStep = { name: string; waitMs: Value; after: string };

/** Values the account must hold for a scenario, from the command line; without them it is skipped with why. */
type Needs = 'fundPassword' | 'codes';

export type Step = CallStep | EventStep | WaitStep;

export type Scenario = {
  name: string;
  /** What it proves, for the reports. */
  proves: string;
  needs?: Needs[];
  steps: Step[];
};

export const isEvent = (step: Step): step is EventStep => 'event' in step;
export const isWait = (step: Step): step is WaitStep => 'waitMs' in step;
