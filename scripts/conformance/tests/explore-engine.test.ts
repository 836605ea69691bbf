/**
 * The sequence engine of --explore and of the sandbox's sweep: a failure is shrunk to the shortest sequence that
 * still fails and comes back with what went wrong on it (not on a longer one) and the path that draws it again;
 * the run count and the time limit bound it. The runs here are plain functions, no backend.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSequences } from '../index.ts';

/** A "backend" that breaks on a 7 after a 3 (in that order, anything between). */
const brokenAfter = async (steps: number[]) => {
  const three = steps.indexOf(3);
  const seven = steps.findIndex((step, index) => step === 7 && index > three && three >= 0);
  return seven >= 0 ? `broke at step ${seven + 1} of ${steps.length}` : undefined;
};

const sequences = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 20 });

describe('checkSequences', () => {
  it('shrinks a failure to its shortest sequence, with what went wrong on that one', async () => {
    const outcome = await checkSequences({ sequences, run: brokenAfter, runs: 500, seed: 42 });
    expect(outcome.failure?.steps).toEqual([3, 7]);
    expect(outcome.failure?.failure).toBe('broke at step 2 of 2');
  });

  it('draws the shrunk sequence alone again from its seed and path', async () => {
    const first = await checkSequences({ sequences, run: brokenAfter, runs: 500, seed: 42 });
    const seen: number[][] = [];
    const again = await checkSequences({
      sequences,
      run: async (steps) => {
        seen.push(steps);
        return brokenAfter(steps);
      },
      runs: 500,
      seed: 42,
      path: first.failure!.path,
    });
    expect(seen[0]).toEqual([3, 7]);
    expect(again.failure?.steps).toEqual([3, 7]);
  });

  it('runs the examples first, then as many drawn sequences as asked, and finds nothing where nothing breaks', async () => {
    const seen: number[][] = [];
    const outcome = await checkSequences({
      sequences,
      run: async (steps) => void seen.push(steps),
      runs: 40,
      seed: 7,
      examples: [[1, 2, 3]],
    });
    expect(outcome).toMatchObject({ runs: 40, seed: 7, interrupted: false });
    expect(outcome.failure).toBeUndefined();
    expect(seen[0]).toEqual([1, 2, 3]);
    expect(seen).toHaveLength(40);
  });

  it('starts no sequence once its time is up', async () => {
    let runs = 0;
    // a run takes longer than the whole limit: the limit is past before a second sequence could start
    const outcome = await checkSequences({
      sequences,
      run: async () => {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 30));
        return undefined;
      },
      runs: 1000,
      seed: 7,
      timeLimitMs: 1,
    });
    expect(outcome.interrupted).toBe(true);
    expect(runs).toBeLessThan(1000);
  });

  it('reports a run that throws as an error, not as a failure of the backend', async () => {
    const outcome = await checkSequences({
      sequences,
      run: () => Promise.reject(new Error('the kit broke')),
      runs: 5,
      seed: 7,
    });
    expect(outcome.failure).toBeUndefined();
    expect(String(outcome.error)).toContain('the kit broke');
  });
});
