/**
 * The engine of every random sequence check of the project: fast-check draws sequences of steps, a run performs one
 * and tells what rule it broke, and a failure is shrunk to the shortest sequence that still breaks a rule. The
 * kit's `--explore` runs it against a live backend, the sandbox's sweep (tests/sandbox/write-operations.property.test.ts)
 * against the mock in its own process.
 * Bounded twice: `runs` sequences at most, and no new sequence (nor shrinking step) once `timeLimitMs` has passed.
 * The same seed draws the same sequences; the seed with the failure's path draws the shrunk one alone.
 */
import fc from 'fast-check';

export type SequenceCheck<Step, Failure> = {
  /** The sequences fast-check draws (and shrinks). */
  sequences: fc.Arbitrary<Step[]>;
  /** Performs one sequence: what went wrong, or undefined when every rule held. */
  run: (steps: Step[]) => Promise<Failure | undefined>;
  runs: number;
  seed: number;
  /** No sequence starts after this many milliseconds (shrinking included); none by default. */
  timeLimitMs?: number;
  /** A failure's path (with its seed): draws that sequence alone, shrunk. */
  path?: string;
  /** Sequences run before the drawn ones (they are not shrunk). */
  examples?: Step[][];
};

export type SequenceOutcome<Step, Failure> = {
  /** Sequences run, shrinking aside. */
  runs: number;
  seed: number;
  /** The time limit stopped it before `runs` sequences. */
  interrupted: boolean;
  /** The shortest failing sequence found, what went wrong on it and the path that draws it again. */
  failure?: { steps: Step[]; failure: Failure; path: string };
  /** The sequence threw (a fault of the run itself, not of what it checks). */
  error?: unknown;
};

export async function checkSequences<Step, Failure>(
  check: SequenceCheck<Step, Failure>,
): Promise<SequenceOutcome<Step, Failure>> {
  // what went wrong on each failing sequence, kept rather than run again: the backend has moved on since
  const failures = new Map<Step[], Failure>();
  const result = await fc.check(
    fc.asyncProperty(check.sequences, async (steps) => {
      const failure = await check.run(steps);
      if (failure === undefined) return true;
      failures.set(steps, failure);
      return false;
    }),
    {
      numRuns: check.runs,
      seed: check.seed,
      path: check.path,
      interruptAfterTimeLimit: check.timeLimitMs,
      examples: check.examples?.map((steps) => [steps] as [Step[]]),
    },
  );
  const outcome = { runs: result.numRuns, seed: result.seed, interrupted: result.interrupted };
  if (!result.failed) return outcome;
  const steps = result.counterexample?.[0];
  const failure = steps && failures.get(steps);
  if (steps && failure !== undefined)
    return { ...outcome, failure: { steps, failure, path: result.counterexamplePath ?? '' } };
  return { ...outcome, error: result.errorInstance };
}
